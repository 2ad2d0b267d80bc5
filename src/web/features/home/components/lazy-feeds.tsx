import { lazy, Suspense } from 'react';
import { ListingCardSkeleton } from '../../../components/listing-card';

// These feeds bring the search schemas and the geolocation code; loading them after the first
// paint keeps the home page within its first-load JavaScript budget.
const NearbyFeed = lazy(() => import('./nearby-feed').then((module) => ({ default: module.NearbyFeed })));
const PriceDropsFeed = lazy(() =>
  import('./price-drops-feed').then((module) => ({ default: module.PriceDropsFeed })),
);

function FeedPlaceholder() {
  return (
    <div aria-hidden className="space-y-4">
      <div className="h-8 w-48 animate-pulse rounded bg-surface-sunken" />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ListingCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

export function LazyNearbyFeed() {
  return (
    <Suspense fallback={<FeedPlaceholder />}>
      <NearbyFeed />
    </Suspense>
  );
}

export function LazyPriceDropsFeed() {
  return (
    <Suspense fallback={<FeedPlaceholder />}>
      <PriceDropsFeed />
    </Suspense>
  );
}
