import { LogIn } from 'lucide-react';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { type AuthLocationState, pathOf } from '../../../lib/session/auth-location';
import { openAuthModal } from '../../../lib/session/auth-modal-store';
import { useSessionSnapshot } from '../../../lib/session/use-session';

export interface RequireSessionProps {
  /** The protected content; without it the child route (<Outlet />). */
  children?: ReactNode;
  /** Spec §2: pages after authentication need completed onboarding; /onboarding itself does not. */
  requireOnboarding?: boolean;
}

/** Shown while the auth catalogue loads: the same space, without text yet. */
const quietFallback = <div aria-busy="true" className="min-h-[50vh]" />;

function SessionChecking() {
  const { t } = useTranslation('auth');
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 py-16">
      <p role="status" className="flex items-center gap-3 text-muted">
        <Spinner size="md" isDecorative />
        {t('guard.checking')}
      </p>
    </div>
  );
}

/** A guest on a protected page: the modal opens by itself, and this page explains why it is empty. */
function SignInRequired({ redirectTo, shouldOpenModal }: { redirectTo: string; shouldOpenModal: boolean }) {
  const { t } = useTranslation('auth');
  const open = (mode: 'login' | 'register') => openAuthModal({ mode, redirectTo, origin: 'protected-route' });
  useEffect(() => {
    if (shouldOpenModal) openAuthModal({ mode: 'login', redirectTo, origin: 'protected-route' });
  }, [shouldOpenModal, redirectTo]);
  return (
    <section
      aria-labelledby="sign-in-required-title"
      className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand">
        <LogIn aria-hidden className="size-8" />
      </span>
      <h1 id="sign-in-required-title" className="mt-6 text-3xl font-extrabold tracking-tight">
        {t('guard.signInTitle')}
      </h1>
      <p className="mt-3 text-muted">{t('guard.signInText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => open('login')}>
          {t('guard.signIn')}
        </Button>
        <Button size="lg" variant="outline" onClick={() => open('register')}>
          {t('guard.register')}
        </Button>
      </div>
    </section>
  );
}

/**
 * Route element wrapper for pages that need a session (spec §2, §6): while the session is being
 * checked it says so; guests get the sign-in modal (coming back here afterwards); signed-in users
 * who have not finished onboarding go there first.
 */
export function RequireSession({ children, requireOnboarding = true }: RequireSessionProps) {
  const { status, user, endReason } = useSessionSnapshot();
  const location = useLocation();
  const here = pathOf(location);

  if (status === 'unknown') {
    return (
      <Suspense fallback={quietFallback}>
        <SessionChecking />
      </Suspense>
    );
  }
  if (status === 'unauthenticated' || !user) {
    return (
      <Suspense fallback={quietFallback}>
        {/* After a deliberate sign-out or the idle timeout the app is on its way elsewhere: no modal. */}
        <SignInRequired
          redirectTo={here}
          shouldOpenModal={endReason !== 'signed_out' && endReason !== 'timeout'}
        />
      </Suspense>
    );
  }
  if (requireOnboarding && !user.onboarding.completed) {
    const state: AuthLocationState = { from: here };
    return <Navigate to={paths.onboarding} state={state} replace />;
  }
  return children ?? <Outlet />;
}
