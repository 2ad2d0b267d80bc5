import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListingCard, ListingCardSkeleton } from '../../../components/listing-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useRecentListings } from '../../../lib/feeds/api/get-recent-listings';

/** Spec §8 feed failure: say so, and show the freshly listed feed as the curated fallback. */
export function SearchFeedError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('search');
  const { data: curated, isPending } = useRecentListings(12);
  return (
    <div className="grid gap-6">
      <Alert
        variant="warning"
        actions={
          <Button variant="outline" size="sm" leadingIcon={<RefreshCw aria-hidden />} onClick={onRetry}>
            {t('feedError.retry')}
          </Button>
        }
      >
        {t('feedError.message')}
      </Alert>
      <section aria-labelledby="search-curated-title">
        <h2 id="search-curated-title" className="text-lg font-semibold">
          {t('feedError.curatedTitle')}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4" aria-busy={isPending}>
          {isPending
            ? Array.from({ length: 4 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={index}>
                  <ListingCardSkeleton />
                </li>
              ))
            : (curated ?? []).map((listing) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} />
                </li>
              ))}
        </ul>
      </section>
    </div>
  );
}
