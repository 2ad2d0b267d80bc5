import type { ListingCard as ListingCardData } from '@shared/listings/listing.schema';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingCard, ListingCardSkeleton } from '../../../components/listing-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useRecentListings } from '../../../lib/feeds/api/get-recent-listings';

export interface HomeFeed {
  data: ListingCardData[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface HomeFeedSectionProps {
  id: string;
  title: string;
  subtitle?: ReactNode;
  seeAllTo: string;
  feed: HomeFeed;
  emptyText: string;
  /** Below the heading: hints or actions such as "Use my location". */
  children?: ReactNode;
  /** The recent feed is every other feed's fallback, so it cannot fall back on itself. */
  hasCuratedFallback?: boolean;
  /** How many of the first cards load at once: the feed in the first screen sets it (LCP). */
  eagerCount?: number;
}

const gridClasses = 'mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6';

function ListingGrid({
  listings,
  label,
  eagerCount = 0,
}: {
  listings: ListingCardData[];
  label?: string;
  eagerCount?: number;
}) {
  return (
    <ul className={gridClasses} aria-label={label}>
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard listing={listing} isAboveFold={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/** One home feed (spec §2): heading, "See all", skeletons, the spec §8 error with a retry, or cards. */
export function HomeFeedSection({
  id,
  title,
  subtitle,
  seeAllTo,
  feed,
  emptyText,
  children,
  hasCuratedFallback = true,
  eagerCount = 0,
}: HomeFeedSectionProps) {
  const { t } = useTranslation();
  // Shares the cache of the "Freshly listed" feed, so the fallback costs no extra request.
  const curated = useRecentListings(12);
  const titleId = `${id}-title`;
  const fallback = hasCuratedFallback && curated.data?.length ? curated.data.slice(0, 6) : null;

  let body: ReactNode;
  if (feed.isPending) {
    body = (
      <ul className={gridClasses} aria-busy="true" aria-label={t('home.feed.loading', { title })}>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <ListingCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (feed.isError) {
    body = (
      <>
        <Alert
          variant="warning"
          className="mt-4"
          actions={
            <Button
              variant="outline"
              size="sm"
              leadingIcon={<RefreshCw aria-hidden />}
              onClick={() => void feed.refetch()}
            >
              {t('actions.retry')}
            </Button>
          }
        >
          {fallback ? t('home.feed.error') : t('home.feed.errorNoFallback')}
        </Alert>
        {fallback && <ListingGrid listings={fallback} label={t('home.feed.curated')} />}
      </>
    );
  } else if (!feed.data?.length) {
    body = <p className="mt-4 rounded-xl bg-surface-sunken p-4 text-sm text-muted">{emptyText}</p>;
  } else {
    body = <ListingGrid listings={feed.data} eagerCount={eagerCount} />;
  }

  return (
    <section aria-labelledby={titleId}>
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id={titleId} className="text-2xl font-bold tracking-tight">
            {title}
          </h2>
          {subtitle && <p className="text-sm text-muted">{subtitle}</p>}
        </div>
        <Link
          to={seeAllTo}
          aria-label={`${t('home.feed.seeAll')}: ${title}`}
          className="shrink-0 text-sm font-semibold text-brand hover:underline"
        >
          {t('home.feed.seeAll')}
        </Link>
      </div>
      {children}
      {body}
    </section>
  );
}
