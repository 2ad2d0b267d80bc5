import { RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListingModerationNotice } from '../../../components/listing-moderation-notice';
import { ReportButton } from '../../../components/report/report-dialog';
import { SellerReviewsList } from '../../../components/reviews/seller-reviews-list';
import { SellerLegalInfo } from '../../../components/trader-info';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { track } from '../../../lib/analytics/analytics-client';
import { describeApiError } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client/api-error';
import { useSessionSnapshot } from '../../../lib/session/use-session';
import { type ListingDetailData, useListingDetail } from '../api/get-listing-detail';
import { DeliveryOptions } from './components/delivery-options';
import { BuyerMainAction, ListingActions, MainActionBar } from './components/listing-actions';
import { ListingBreadcrumb } from './components/listing-breadcrumb';
import { ListingDescription } from './components/listing-description';
import { ListingGallery } from './components/listing-gallery';
import { ListingHead } from './components/listing-head';
import { ListingOverview } from './components/listing-overview';
import { ListingNotFound, ListingSoldBanner } from './components/listing-unavailable';
import { MoreFromSeller } from './components/more-from-seller';
import { canEditOwnListing, EditListingButton, OwnerControls } from './components/owner-controls';
import { SellerCard, sellerReviewsSectionId } from './components/seller-card';
import { SimilarOffers } from './components/similar-offers';
import { TrustBadges } from './components/trust-badges';

/** `identityPrompt`: the identity verification form of the spec, composed by the app. */
export function ListingDetailPage({ identityPrompt }: { identityPrompt?: ReactNode } = {}) {
  const { listingSlug = '' } = useParams();
  const { t } = useTranslation('listing-detail');
  const { t: tCommon } = useTranslation();
  const { data, error, isPending, refetch } = useListingDetail(listingSlug);

  if (isPending) return <ListingDetailSkeleton label={t('loading')} />;
  if (error instanceof ApiError && error.status === 404) return <ListingNotFound />;
  if (error) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <div role="alert" className="space-y-3 rounded-card bg-danger-soft p-4">
          <p className="font-semibold">{t('loadError')}</p>
          <p className="text-sm">{describeApiError(error, tCommon)}</p>
          <Button variant="outline" leadingIcon={<RefreshCw aria-hidden />} onClick={() => void refetch()}>
            {tCommon('actions.retry')}
          </Button>
        </div>
      </div>
    );
  }
  return <ListingDetailView data={data} identityPrompt={identityPrompt} />;
}

function ListingDetailView({
  data: { listing, similar, moreFromSeller },
  identityPrompt,
}: {
  data: ListingDetailData;
  identityPrompt?: ReactNode;
}) {
  const { t } = useTranslation('listing-detail');
  const { user } = useSessionSnapshot();
  const isOwner = user?.id === listing.seller.id;
  const isSold = listing.availability === 'sold';
  useEffect(() => track('listing_viewed', { listingId: listing.id }), [listing.id]);
  const moreLink =
    moreFromSeller.length > 0 ? (
      <a
        href="#more-from-seller"
        className="text-sm font-semibold text-brand underline-offset-4 hover:underline"
      >
        {t('moreFromSeller.link', { count: moreFromSeller.length })}
      </a>
    ) : undefined;
  return (
    // The key resets the gallery and dialogs when a similar offer opens another listing.
    <article key={listing.id} className="mx-auto max-w-7xl space-y-8 px-4 pt-4 pb-6 lg:space-y-10 lg:py-6">
      <ListingHead listing={listing} />
      <ListingBreadcrumb category={listing.category} />
      {isSold && <ListingSoldBanner />}
      {/* Issue 18: only the owner is sent the decision (others do not find the listing at all). */}
      {isOwner && listing.moderation && <ListingModerationNotice moderation={listing.moderation} />}
      {/*
        Phones read top to bottom: gallery, title and price with the actions, seller, delivery, then
        the description. Desktop keeps two columns: gallery and description left, the rest right.
      */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:gap-8">
        <div className="lg:col-start-1 lg:row-start-1">
          <ListingGallery images={listing.gallery} title={listing.title} />
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ListingOverview listing={listing} />
          {isOwner ? <OwnerControls listing={listing} /> : <ListingActions listing={listing} />}
          <SellerCard seller={listing.seller} successfulSales={listing.successfulSales} moreLink={moreLink} />
          <SellerLegalInfo sellerKind={listing.seller.sellerKind} trader={listing.seller.trader} />
          <DeliveryOptions options={listing.shippingOptions} />
          <TrustBadges badges={listing.trustBadges} />
          {!isOwner && <ReportButton subject={{ kind: 'listing', id: listing.id }} />}
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <ListingDescription listing={listing} />
          <div className="mt-8">
            <SellerReviewsList sellerId={listing.seller.id} id={sellerReviewsSectionId} />
          </div>
        </div>
      </div>
      {identityPrompt}
      <MoreFromSeller sellerName={listing.seller.name} listings={moreFromSeller} />
      <SimilarOffers listings={similar} />
      {isOwner ? (
        canEditOwnListing(listing) && (
          <MainActionBar>
            <EditListingButton listing={listing} className="w-full" />
          </MainActionBar>
        )
      ) : (
        <MainActionBar>
          <BuyerMainAction listing={listing} />
        </MainActionBar>
      )}
    </article>
  );
}

function ListingDetailSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6" role="status" aria-label={label}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" aria-hidden>
        <Skeleton className="aspect-[4/3] w-full" />
        <div className="space-y-4">
          <Skeleton shape="text" className="h-8 w-4/5" />
          <Skeleton shape="text" className="h-10 w-1/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      </div>
    </div>
  );
}
