import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWatchToggle } from '../../lib/engagement/use-watchlist';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';

/**
 * The heart on a listing card: a toggle button (aria-pressed) named after the listing, above the
 * card's stretched link so pressing it does not open the listing.
 */
/** `className` places it (it is positioned by the caller, e.g. `absolute top-2 right-2`). */
export function WatchHeart({
  listingId,
  title,
  className = 'relative',
}: {
  listingId: string;
  title: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { isWatched, toggle, isDisabled } = useWatchToggle(listingId);
  return (
    <button
      type="button"
      aria-pressed={isWatched}
      aria-label={t('engagement.watchListing', { title })}
      title={isWatched ? t('engagement.watching') : t('engagement.watch')}
      disabled={isDisabled}
      onClick={toggle}
      className={cn(
        'z-[2] inline-flex size-10 items-center justify-center rounded-full bg-surface/90 text-ink shadow-card backdrop-blur transition-colors hover:bg-surface disabled:opacity-60',
        className,
      )}
    >
      <Heart aria-hidden className={cn('size-5', isWatched && 'fill-danger text-danger')} />
    </button>
  );
}

/** The listing page's "Watch" / "Watching" button. */
export function WatchButton({ listingId, className }: { listingId: string; className?: string }) {
  const { t } = useTranslation();
  const { isWatched, toggle, isDisabled } = useWatchToggle(listingId);
  return (
    <Button
      variant="outline"
      size="lg"
      aria-pressed={isWatched}
      leadingIcon={<Heart aria-hidden className={cn(isWatched && 'fill-danger text-danger')} />}
      disabled={isDisabled}
      onClick={toggle}
      className={className}
    >
      {isWatched ? t('engagement.watching') : t('engagement.watch')}
    </Button>
  );
}
