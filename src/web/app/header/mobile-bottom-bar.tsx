import { Bookmark, Home, type LucideIcon, Plus, Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { SellLink } from '../../components/sell-link';
import { MobileAccountItem } from '../../features/auth/components/mobile-account-item';
import {
  setSavedSearchesPanel,
  useSavedSearchesPanel,
} from '../../features/saved-searches/saved-searches-panel-store';
import { paths } from '../../lib/paths';

// Loaded when "Saved" is first opened: the bar is on every page.
const SavedSearchesMobilePanel = lazy(() =>
  import('../../features/saved-searches/components/saved-searches-mobile-panel').then((module) => ({
    default: module.SavedSearchesMobilePanel,
  })),
);

const items: { to: string; labelKey: string; icon: LucideIcon }[] = [
  { to: paths.home, labelKey: 'mobileBar.home', icon: Home },
  { to: paths.search(), labelKey: 'mobileBar.search', icon: Search },
];

const itemClasses =
  'flex w-full min-w-0 flex-col items-center gap-0.5 py-2 text-xs font-medium [&>span]:max-w-full [&>span]:truncate';
const itemColor = (isActive: boolean) => (isActive ? 'text-brand' : 'text-muted');

/**
 * Spec §2 mobile: bottom bar with home, search, sell, saved and sign in (ADR 049). Sell sits in
 * the middle and stands out, as on the marketplaces people know; a guest pressing it gets the
 * sign-in modal (spec §5, SellLink). The bar is one row of 55 px, the only thing fixed to the
 * bottom of a phone screen.
 */
export function MobileBottomBar() {
  const { t } = useTranslation();
  const isSavedOpen = useSavedSearchesPanel() === 'mobile';
  const [home, search] = items.map(({ to, labelKey, icon: Icon }) => (
    <li key={labelKey}>
      <NavLink to={to} end className={({ isActive }) => `${itemClasses} ${itemColor(isActive)}`}>
        <Icon aria-hidden className="size-5" />
        <span>{t(labelKey)}</span>
      </NavLink>
    </li>
  ));
  return (
    <nav
      aria-label={t('mobileBar.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {home}
        {search}
        <li>
          <SellLink
            origin="mobile-bar"
            className="flex w-full min-w-0 flex-col items-center gap-0.5 py-1.5 text-xs font-semibold text-brand"
          >
            <span className="flex h-6 w-12 items-center justify-center rounded-full bg-brand text-on-brand shadow-card">
              <Plus aria-hidden className="size-5" />
            </span>
            <span className="max-w-full truncate">{t('mobileBar.sell')}</span>
          </SellLink>
        </li>
        <li>
          {/* Saved opens a full-screen panel (spec §2: the first 4, then "Show all"). */}
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setSavedSearchesPanel('mobile')}
            className={`${itemClasses} ${itemColor(isSavedOpen)}`}
          >
            <Bookmark aria-hidden className="size-5" />
            <span>{t('mobileBar.saved')}</span>
          </button>
          {isSavedOpen && (
            <Suspense fallback={null}>
              <SavedSearchesMobilePanel />
            </Suspense>
          )}
        </li>
        <li>
          {/* Sign in opens the modal for guests; signed-in users reach their profile. */}
          <MobileAccountItem />
        </li>
      </ul>
    </nav>
  );
}
