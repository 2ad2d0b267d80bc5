import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../lib/paths';
import { openAuthModal } from '../../../lib/session/auth-modal-store';
import { useSessionSnapshot } from '../../../lib/session/use-session';

const itemClasses = 'flex w-full min-w-0 flex-col items-center gap-0.5 py-2 text-xs font-medium';

/** The mobile bar's last item: "Sign in" opens the modal for guests; signed-in users reach their profile. */
export function MobileAccountItem() {
  const { t } = useTranslation();
  const { status } = useSessionSnapshot();
  if (status === 'authenticated') {
    return (
      <NavLink
        to={paths.profile}
        className={({ isActive }) => `${itemClasses} ${isActive ? 'text-brand' : 'text-muted'}`}
      >
        <UserRound aria-hidden className="size-5" />
        <span className="max-w-full truncate">{t('mobileBar.profile')}</span>
      </NavLink>
    );
  }
  return (
    <button
      type="button"
      onClick={() => openAuthModal({ mode: 'login', origin: 'mobile-bar' })}
      className={`${itemClasses} text-muted`}
    >
      <UserRound aria-hidden className="size-5" />
      <span className="max-w-full truncate">{t('mobileBar.signIn')}</span>
    </button>
  );
}
