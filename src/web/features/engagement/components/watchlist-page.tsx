import { watchlistMax } from '@shared/engagement/engagement.schema';
import type { WatchlistItem } from '@shared/engagement/watchlist-cart.schema';
import { Heart, ImageOff, LogIn, RefreshCw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AvailabilityBadge } from '../../../components/engagement/availability-badge';
import { PageHead } from '../../../components/page-head';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { IconButton } from '../../../components/ui/icon-button';
import { PriceTag } from '../../../components/ui/price-tag';
import { Skeleton } from '../../../components/ui/skeleton';
import { useWatchlistItems, useWatchToggle } from '../../../lib/engagement/use-watchlist';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useAuthModal } from '../../../lib/session/use-auth-modal';

/**
 * /watchlist (issue 17): the watched listings, newest first; sold, reserved and removed ones stay
 * with a badge until the buyer removes them. Guests see the device's list and a sign-in prompt.
 */
export function WatchlistPage() {
  const { t } = useTranslation('engagement');
  const { owner, items, isPending, isError, refetch } = useWatchlistItems();
  const authModal = useAuthModal();
  const location = useLocation();
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-6">
      <PageHead
        title={t('watchlist.documentTitle')}
        description={t('watchlist.description')}
        canonicalPath={paths.watchlist}
      />
      <header className="grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('watchlist.title')}</h1>
        <p className="text-muted">{t('watchlist.description')}</p>
        {items && items.length > 0 && (
          <p className="text-sm text-muted">
            {t('watchlist.count', { count: items.length, limit: watchlistMax })}
          </p>
        )}
      </header>
      {owner.kind === 'device' && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-brand-soft p-4">
          <div className="grid gap-1">
            <h2 className="font-semibold">{t('watchlist.guestTitle')}</h2>
            <p className="text-sm">{t('watchlist.guestText')}</p>
          </div>
          <Button
            leadingIcon={<LogIn aria-hidden />}
            onClick={() =>
              authModal.open({ mode: 'login', origin: 'watchlist', redirectTo: location.pathname })
            }
          >
            {t('watchlist.signIn')}
          </Button>
        </div>
      )}
      {isError ? (
        <Alert variant="danger">
          <p>{t('watchlist.loadFailed')}</p>
          <Button
            variant="outline"
            size="sm"
            leadingIcon={<RefreshCw aria-hidden />}
            onClick={() => void refetch()}
          >
            {t('watchlist.retry')}
          </Button>
        </Alert>
      ) : isPending && !items ? (
        <div className="grid gap-3" aria-hidden>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : !items || items.length === 0 ? (
        <EmptyState
          icon={<Heart />}
          title={t('watchlist.emptyTitle')}
          description={t('watchlist.emptyText')}
          action={
            <Button asChild>
              <Link to={paths.search()}>{t('watchlist.browse')}</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-3" aria-label={t('watchlist.title')}>
          {items.map((item) => (
            <WatchlistRow key={item.listing.id} item={item} showDate={owner.kind === 'account'} />
          ))}
        </ul>
      )}
    </div>
  );
}

function WatchlistRow({ item, showDate }: { item: WatchlistItem; showDate: boolean }) {
  const { t } = useTranslation('engagement');
  const language = currentLanguage();
  const { setWatched } = useWatchToggle(item.listing.id);
  const isGone = item.availability === 'sold' || item.availability === 'removed';
  return (
    <li className="flex items-start gap-3 rounded-card border border-line bg-surface p-3 sm:gap-4">
      <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-surface-sunken sm:size-24">
        {item.listing.thumbnail ? (
          <img
            src={item.listing.thumbnail.url}
            alt={item.listing.thumbnail.altText}
            width={96}
            height={96}
            loading="lazy"
            className={cn('size-full object-cover', isGone && 'opacity-50 grayscale')}
          />
        ) : (
          <ImageOff aria-hidden className="m-auto mt-7 size-6 text-muted" />
        )}
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        {item.availability === 'removed' ? (
          <span className="line-clamp-2 font-semibold text-muted">{item.listing.title}</span>
        ) : (
          <Link to={paths.listing(item.listing.slug)} className="line-clamp-2 font-semibold hover:underline">
            {item.listing.title}
          </Link>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <PriceTag
            amount={item.listing.price}
            previousPrice={item.listing.previousPrice ?? undefined}
            priceKind={item.listing.priceKind}
            size="sm"
          />
          <AvailabilityBadge availability={item.availability} />
        </div>
        <p className="text-xs text-muted">
          {item.listing.city.label}
          {showDate && ` · ${t('watchlist.addedOn', { date: formatDate(item.addedAt, language) })}`}
        </p>
      </div>
      <IconButton
        label={t('watchlist.remove', { title: item.listing.title })}
        icon={<Trash2 aria-hidden />}
        onClick={() => setWatched(false)}
      />
    </li>
  );
}
