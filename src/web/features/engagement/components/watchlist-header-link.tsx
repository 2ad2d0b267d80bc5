import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { paths } from '../../../lib/paths';
import { useSessionSnapshot } from '../../../lib/session/use-session';

/**
 * The header's heart to /watchlist. Signed-in users on phones reach it from the account menu
 * instead, where the header has no room left.
 */
export function WatchlistHeaderLink() {
  const { t } = useTranslation();
  const { status } = useSessionSnapshot();
  return (
    <NavLink
      to={paths.watchlist}
      aria-label={t('engagement.watchlistLink')}
      className={({ isActive }) =>
        cn(
          'size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-sunken',
          status === 'authenticated' ? 'hidden sm:inline-flex' : 'inline-flex',
          isActive && 'bg-surface-sunken text-brand',
        )
      }
    >
      <Heart aria-hidden className="size-5" />
    </NavLink>
  );
}
