import type { SellerProfile } from '@shared/reviews/review.schema';
import { MapPin, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListingCard } from '../../components/listing-card';
import { NotFoundPanel } from '../../components/not-found-panel';
import { PageHead } from '../../components/page-head';
import { ReportButton } from '../../components/report/report-dialog';
import { SellerReviewsList } from '../../components/reviews/seller-reviews-list';
import { SellerKindBadge, SellerLegalInfo } from '../../components/trader-info';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { RatingStars } from '../../components/ui/rating-stars';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client/api-error';
import { formatDate, formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useSessionSnapshot } from '../../lib/session/use-session';
import { useSellerProfile } from './api/get-seller-profile';

/**
 * The public seller page (/sellers/:sellerId, issue 17): who the seller is, their rating with the
 * distribution of stars, completed sales, their reviews (paged, votable) and their live listings.
 */
export function SellerPage() {
  const { sellerId = '' } = useParams();
  const { t } = useTranslation('reviews');
  const { t: tCommon } = useTranslation();
  const profile = useSellerProfile(sellerId);

  if (profile.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('seller.loading')} />
      </div>
    );
  }
  if (profile.isError) {
    const isMissing = profile.error instanceof ApiError && [400, 404].includes(profile.error.status);
    return (
      <NotFoundPanel
        icon={<UserX />}
        title={isMissing ? t('seller.notFoundTitle') : t('seller.error')}
        description={isMissing ? t('seller.notFoundText') : undefined}
      >
        <Button asChild variant="outline">
          <Link to={paths.home}>{tCommon('notFound.goHome')}</Link>
        </Button>
      </NotFoundPanel>
    );
  }
  const { seller, listings } = profile.data;
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-6">
      <PageHead
        title={t('seller.pageTitle', { name: seller.name })}
        description={t('seller.memberSince', { date: seller.memberSince.slice(0, 4) })}
        canonicalPath={paths.seller(seller.id)}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <SellerSummary seller={seller} />
          <SellerLegalInfo sellerKind={seller.sellerKind} trader={seller.trader} />
        </div>
        <SellerReviewsList sellerId={seller.id} />
      </div>
      <section aria-labelledby="seller-listings-title" className="space-y-4">
        <h2 id="seller-listings-title" className="text-2xl font-bold tracking-tight">
          {t('seller.listings', { name: seller.name })}
        </h2>
        {listings.length === 0 ? (
          <p className="text-muted">{t('seller.noListings', { name: seller.name })}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {listings.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function SellerSummary({ seller }: { seller: SellerProfile }) {
  const { t } = useTranslation('reviews');
  const language = currentLanguage();
  const isOwnProfile = useSessionSnapshot().user?.id === seller.id;
  const largest = Math.max(1, ...seller.ratingDistribution.map((entry) => entry.count));
  return (
    <section
      aria-labelledby="seller-name"
      className="h-fit space-y-5 rounded-card border border-line bg-surface p-5"
    >
      <div className="flex items-center gap-4">
        <Avatar name={seller.name} size="lg" isDecorative />
        <div className="min-w-0">
          <h1 id="seller-name" className="truncate text-2xl font-bold">
            {seller.name}
          </h1>
          <p className="text-sm text-muted">
            {t('seller.memberSince', { date: formatDate(seller.memberSince, language, 'long') })}
          </p>
          <SellerKindBadge sellerKind={seller.sellerKind} />
        </div>
      </div>
      {seller.badges.length > 0 && (
        <ul aria-label={t('seller.badges.label')} className="flex flex-wrap gap-1.5">
          {seller.badges.map((badge) => (
            <li key={badge}>
              <Badge variant="success">{t(`seller.badges.${badge}`)}</Badge>
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {seller.location && (
          <>
            <dt className="text-muted">{t('seller.location')}</dt>
            <dd className="flex items-center gap-1 font-semibold">
              <MapPin aria-hidden className="size-3.5" />
              {seller.location}
            </dd>
          </>
        )}
        <dt className="text-muted">{t('seller.sales')}</dt>
        <dd className="font-semibold">{formatNumber(seller.completedSales, language)}</dd>
        <dt className="text-muted">{t('seller.reviews')}</dt>
        <dd>
          {seller.rating === null ? (
            <span className="font-semibold">{t('seller.noReviews')}</span>
          ) : (
            <RatingStars average={seller.rating} count={seller.reviewCount} size="sm" />
          )}
        </dd>
      </dl>
      {seller.reviewCount > 0 && (
        <div className="space-y-2">
          <h2 className="text-sm font-semibold">{t('seller.distribution')}</h2>
          <ul className="space-y-1">
            {seller.ratingDistribution.map((entry) => (
              <li key={entry.stars} className="grid grid-cols-[5rem_1fr_2.5rem] items-center gap-2 text-sm">
                <span>{t('form.star', { count: entry.stars })}</span>
                <span aria-hidden className="h-2 overflow-hidden rounded-full bg-line">
                  <span
                    className="block h-full rounded-full bg-warning"
                    style={{ width: `${(entry.count / largest) * 100}%` }}
                  />
                </span>
                <span className="text-right tabular-nums">
                  <span className="sr-only">
                    {t('list.count', {
                      count: entry.count,
                      formattedCount: formatNumber(entry.count, language),
                    })}
                  </span>
                  <span aria-hidden>{formatNumber(entry.count, language)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!isOwnProfile && <ReportButton subject={{ kind: 'user', id: seller.id }} className="text-muted" />}
    </section>
  );
}
