import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingCardSkeleton } from '../../../components/listing-card';
import { ListingResultItem } from '../../../components/listing-result-item';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { useSearchListings } from '../api/search-listings';
import type { SearchState } from '../use-search-state';
import { SearchEmptyState } from './search-empty-state';
import { SearchFeedError } from './search-feed-error';

const gridClasses = 'grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4';

/** Loads the next page a screen before the end comes into view. */
function useLoadMoreSentinel(onVisible: () => void, isActive: boolean) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const onVisibleRef = useRef(onVisible);
  onVisibleRef.current = onVisible;
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!isActive || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisibleRef.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [isActive]);
  return sentinelRef;
}

export interface SearchResultsFeedProps {
  state: SearchState;
  search: ReturnType<typeof useSearchListings>;
  hasFilters: boolean;
}

/** The first cards of a phone's first screen: their pictures load at once (LCP). */
const aboveFoldCards = 2;

export function SearchResultsFeed({ state, search, hasFilters }: SearchResultsFeedProps) {
  const { t } = useTranslation('search');
  const {
    data,
    isPending,
    isError,
    isPlaceholderData,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = search;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void search.fetchNextPage();
  };
  const sentinelRef = useLoadMoreSentinel(
    loadMore,
    hasNextPage && !isFetchNextPageError && !isPlaceholderData,
  );

  if (isPending) {
    return (
      <ul className={gridClasses} aria-busy="true" aria-label={t('results.label')}>
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <ListingCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (isError && !isFetchNextPageError) return <SearchFeedError onRetry={() => void search.refetch()} />;

  const listings = data?.pages.flatMap((page) => page.listings) ?? [];
  if (listings.length === 0) return <SearchEmptyState state={state} hasFilters={hasFilters} />;

  return (
    <div className="grid gap-6">
      {/* The cards' titles are h3: this heading keeps the outline in order for screen readers. */}
      <h2 id="search-results-heading" className="sr-only">
        {t('results.label')}
      </h2>
      <ul
        className={`${gridClasses} transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={isPlaceholderData}
        aria-labelledby="search-results-heading"
      >
        {listings.map((listing, index) => (
          <ListingResultItem key={listing.id} listing={listing} isAboveFold={index < aboveFoldCards} />
        ))}
      </ul>
      {isFetchNextPageError && (
        <Alert
          variant="warning"
          actions={
            <Button variant="outline" size="sm" onClick={() => void search.fetchNextPage()}>
              {t('feedError.retry')}
            </Button>
          }
        >
          {t('results.loadMoreFailed')}
        </Alert>
      )}
      {hasNextPage ? (
        <div className="flex justify-center">
          <div ref={sentinelRef} aria-hidden="true" />
          {!isFetchNextPageError && (
            <Button variant="outline" isLoading={isFetchingNextPage} onClick={loadMore}>
              {t('results.loadMore')}
            </Button>
          )}
        </div>
      ) : (
        <p role="status" className="rounded-xl bg-surface-sunken p-4 text-center text-sm text-muted">
          {t('results.end')}
        </p>
      )}
    </div>
  );
}
