import { Bookmark, Home, type LucideIcon, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MobileAccountItem } from '../../features/auth/components/mobile-account-item';
import { paths } from '../../lib/paths';

const items: { to: string; labelKey: string; icon: LucideIcon }[] = [
  { to: paths.home, labelKey: 'mobileBar.home', icon: Home },
  { to: paths.search(), labelKey: 'mobileBar.search', icon: Search },
  { to: '/search?saved=1', labelKey: 'mobileBar.saved', icon: Bookmark },
];

/** Spec §2 mobile: bottom bar with home, search, saved and sign in. */
export function MobileBottomBar() {
  const { t } = useTranslation();
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
              className={({ isActive }) =>
                `flex flex-col items-center gap-0.5 py-2 text-xs font-medium ${isActive ? 'text-brand' : 'text-muted'}`
              }
            >
              <Icon aria-hidden className="size-5" />
              {t(labelKey)}
            </NavLink>
          </li>
        ))}
        <li>
          {/* Sign in opens the modal for guests; signed-in users reach their profile. */}
          <MobileAccountItem />
        </li>
      </ul>
    </nav>
  );
}
