import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useRecentListings } from '../../listings/api/get-recent-listings';
import { ListingCard, ListingCardSkeleton } from '../../listings/components/listing-card';

export function FreshlyListed() {
  const { t } = useTranslation();
  const { data: listings, isPending, isError, refetch } = useRecentListings(12);
  return (
    <section aria-labelledby="home-recent-title">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="home-recent-title" className="text-2xl font-bold tracking-tight">
            {t('home.recent.title')}
          </h2>
          <p className="text-sm text-muted">{t('home.recent.subtitle')}</p>
        </div>
        <Link to={`${paths.search()}?sort=new`} className="text-sm font-semibold text-brand hover:underline">
          {t('home.recent.seeAll')}
        </Link>
      </div>
      {isError ? (
        <div
          role="alert"
          className="mt-4 flex items-center justify-between gap-4 rounded-2xl bg-danger-soft p-4"
        >
          <p>{t('home.recent.error')}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="inline-flex items-center gap-2 rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm font-semibold"
          >
            <RefreshCw aria-hidden className="size-4" />
            {t('actions.retry')}
          </button>
        </div>
      ) : (
        <ul
          className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
          aria-busy={isPending}
        >
          {isPending
            ? Array.from({ length: 6 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <li key={index}>
                  <ListingCardSkeleton />
                </li>
              ))
            : listings.map((listing) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
