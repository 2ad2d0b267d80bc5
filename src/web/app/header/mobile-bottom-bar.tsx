import { Bookmark, Home, type LucideIcon, Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
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

const itemClasses = 'flex w-full flex-col items-center gap-0.5 py-2 text-xs font-medium';

/** Spec §2 mobile: bottom bar with home, search, saved and sign in. */
export function MobileBottomBar() {
  const { t } = useTranslation();
  const isSavedOpen = useSavedSearchesPanel() === 'mobile';
  return (
    <nav
      aria-label={t('mobileBar.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {items.map(({ to, labelKey, icon: Icon }) => (
          <li key={labelKey}>
            <NavLink
              to={to}
              end
              className={({ isActive }) => `${itemClasses} ${isActive ? 'text-brand' : 'text-muted'}`}
            >
              <Icon aria-hidden className="size-5" />
              {t(labelKey)}
            </NavLink>
          </li>
        ))}
        <li>
          {/* Saved opens a full-screen panel (spec §2: the first 4, then "Show all"). */}
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setSavedSearchesPanel('mobile')}
            className={`${itemClasses} ${isSavedOpen ? 'text-brand' : 'text-muted'}`}
          >
            <Bookmark aria-hidden className="size-5" />
            {t('mobileBar.saved')}
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
