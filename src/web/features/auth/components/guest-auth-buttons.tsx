import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { openAuthModal } from '../../../lib/session/auth-modal-store';
import { useSessionSnapshot } from '../../../lib/session/use-session';

/** Spec §2 header: guests see sign-in and register buttons that open the modal. */
export function GuestAuthButtons() {
  const { t } = useTranslation();
  const { status } = useSessionSnapshot();
  if (status === 'authenticated') return null;
  // While a stored session is being restored the buttons keep their place but stay hidden, so a
  // returning user does not see "Sign in" flash before the account menu.
  const pending = status === 'unknown' && 'invisible';
  return (
    <>
      <button
        type="button"
        onClick={() => openAuthModal({ mode: 'login', origin: 'header' })}
        className={cn(
          'hidden h-10 items-center rounded-lg px-3 text-sm font-semibold hover:bg-surface-sunken md:flex',
          pending,
        )}
      >
        {t('header.signIn')}
      </button>
      <button
        type="button"
        onClick={() => openAuthModal({ mode: 'register', origin: 'header' })}
        className={cn(
          'hidden h-10 items-center rounded-xl border border-line-strong px-3 text-sm font-semibold hover:bg-surface-sunken md:flex',
          pending,
        )}
      >
        {t('header.register')}
      </button>
    </>
  );
}
