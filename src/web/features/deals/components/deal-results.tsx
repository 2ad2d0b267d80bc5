import type { DealSegmentId } from '@shared/deals/deal-segments';
import type { LocationSelection } from '@shared/locations/location.schema';
import { PackageOpen, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingCard, ListingCardSkeleton } from '../../../components/listing-card';
import { ListingResultItem } from '../../../components/listing-result-item';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useRecentListings } from '../../../lib/feeds/api/get-recent-listings';
import { paths } from '../../../lib/paths';
import { useDealSegment } from '../api/get-deal-segment';
import { NearbyLocationPrompt } from './nearby-location-prompt';

const gridClasses = 'grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4';

function SkeletonGrid({ label }: { label: string }) {
  return (
    <ul className={gridClasses} aria-busy="true" aria-label={label}>
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index}>
          <ListingCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** Spec §8 feed failure: say so, offer a retry, and show freshly listed listings instead. */
function DealsFeedError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('deals');
  const curated = useRecentListings(12);
  return (
    <div className="grid gap-6">
      <Alert
        variant="warning"
        actions={
          <Button variant="outline" size="sm" leadingIcon={<RefreshCw aria-hidden />} onClick={onRetry}>
            {t('results.retry')}
          </Button>
        }
      >
        {curated.data?.length ? t('results.error') : t('results.errorNoFallback')}
      </Alert>
      {!!curated.data?.length && (
        <ul className={gridClasses} aria-label={t('results.curated')}>
          {curated.data.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One segment's listings as an infinite feed with "Load more" and an end message. */
export function DealResults({
  segment,
  location,
}: {
  segment: DealSegmentId;
  location: LocationSelection | null;
}) {
  const { t } = useTranslation('deals');
  const deals = useDealSegment(segment, location);
  const label = t('results.label', { segment: t(`segments.${segment}.label`) });

  if (deals.isPending) return <SkeletonGrid label={label} />;
  if (deals.isError && !deals.isFetchNextPageError)
    return <DealsFeedError onRetry={() => void deals.refetch()} />;

  const firstPage = deals.data?.pages[0];
  if (firstPage?.needsLocation) return <NearbyLocationPrompt />;
  const listings = deals.data?.pages.flatMap((page) => page.listings) ?? [];
  if (listings.length === 0) {
    return (
      <EmptyState
        icon={<PackageOpen />}
        title={t(`segments.${segment}.emptyTitle`)}
        description={t(`segments.${segment}.empty`)}
        action={
          <Button variant="outline" asChild>
            <Link to={paths.searchWith('sort=new')}>{t('results.browseNewest')}</Link>
          </Button>
        }
      />
    );
  }

  const loadMore = () => {
    if (deals.hasNextPage && !deals.isFetchingNextPage) void deals.fetchNextPage();
  };
  return (
    <div className="grid gap-6">
      <ul className={gridClasses} aria-label={label}>
        {listings.map((listing) => (
          <ListingResultItem key={listing.id} listing={listing} />
        ))}
      </ul>
      {deals.isFetchNextPageError && (
        <Alert
          variant="warning"
          actions={
            <Button variant="outline" size="sm" onClick={() => void deals.fetchNextPage()}>
              {t('results.retry')}
            </Button>
          }
        >
          {t('results.loadMoreFailed')}
        </Alert>
      )}
      {deals.hasNextPage ? (
        !deals.isFetchNextPageError && (
          <div className="flex justify-center">
            <Button variant="outline" isLoading={deals.isFetchingNextPage} onClick={loadMore}>
              {t('results.loadMore')}
            </Button>
          </div>
        )
      ) : (
        <p role="status" className="rounded-xl bg-surface-sunken p-4 text-center text-sm text-muted">
          {t('results.end')}
        </p>
      )}
    </div>
  );
}
