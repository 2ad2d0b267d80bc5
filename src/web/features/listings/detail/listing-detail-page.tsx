import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeApiError } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client/api-error';
import { type ListingDetailData, useListingDetail } from '../api/get-listing-detail';
import { DeliveryOptions } from './components/delivery-options';
import { ListingActions } from './components/listing-actions';
import { ListingBreadcrumb } from './components/listing-breadcrumb';
import { ListingDescription } from './components/listing-description';
import { ListingGallery } from './components/listing-gallery';
import { ListingHead } from './components/listing-head';
import { ListingOverview } from './components/listing-overview';
import { ListingNotFound, ListingSoldBanner } from './components/listing-unavailable';
import { SellerCard } from './components/seller-card';
import { SimilarOffers } from './components/similar-offers';
import { TrustBadges } from './components/trust-badges';

export function ListingDetailPage() {
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
  return <ListingDetailView data={data} />;
}

function ListingDetailView({ data: { listing, similar } }: { data: ListingDetailData }) {
  const isSold = listing.availability === 'sold';
  return (
    // The key resets the gallery and dialogs when a similar offer opens another listing.
    <article key={listing.id} className="mx-auto max-w-7xl space-y-10 px-4 py-6">
      <ListingHead listing={listing} />
      <ListingBreadcrumb category={listing.category} />
      {isSold && <ListingSoldBanner />}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-8">
          <ListingGallery images={listing.gallery} title={listing.title} />
          <ListingDescription listing={listing} />
        </div>
        <div className="space-y-6">
          <ListingOverview listing={listing} />
          <ListingActions title={listing.title} isSold={isSold} acceptsOffers={listing.acceptsOffers} />
          <DeliveryOptions options={listing.shippingOptions} />
          <TrustBadges badges={listing.trustBadges} />
          <SellerCard seller={listing.seller} />
        </div>
      </div>
      {/* Later issues: offer form, chat with the seller, reviews and identity verification go here. */}
      <SimilarOffers listings={similar} />
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
