import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { type AuthLocationState, pathOf } from '../../../lib/session/auth-location';
import { closeAuthModal } from '../../../lib/session/auth-modal-store';
import { sessionStore } from '../../../lib/session/session-client';
import type { SessionEndReason } from '../../../lib/session/session-store';
import { useSessionSnapshot } from '../../../lib/session/use-session';
import { resolveIdleConfig } from './idle-config';
import { type IdlePhase, type IdleTimer, startIdleTimer } from './idle-timer';

const loadWarningDialog = () => import('./idle-warning-dialog');
const IdleWarningDialog = lazy(() =>
  loadWarningDialog().then((module) => ({ default: module.IdleWarningDialog })),
);

const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/** Spec §4 session idle timeout, for signed-in users only. */
export function IdleTimeoutGuard() {
  const { status } = useSessionSnapshot();
  return status === 'authenticated' ? <ActiveIdleTimeout /> : null;
}

function ActiveIdleTimeout() {
  const [phase, setPhase] = useState<IdlePhase>({ phase: 'active' });
  const timerRef = useRef<IdleTimer | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;

  useEffect(() => {
    const timer = startIdleTimer({ config: resolveIdleConfig(), onPhaseChange: setPhase });
    timerRef.current = timer;
    const onActivity = () => timer.recordActivity();
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') timer.recordVisible();
    };
    for (const name of activityEvents) {
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    }
    document.addEventListener('visibilitychange', onVisibilityChange);
    // Fetched now, so the warning can show even if the network is gone by then.
    void loadWarningDialog();
    return () => {
      timer.stop();
      for (const name of activityEvents) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, []);

  /** Ends the session and goes to /login, which explains why (spec §4: from, reason, rememberMe). */
  const leave = useCallback(
    async (reason: Extract<SessionEndReason, 'timeout' | 'expired'>) => {
      timerRef.current?.stop();
      const { isRemembered } = sessionStore.getSnapshot();
      const state: AuthLocationState = {
        from: pathOf(locationRef.current),
        reason: reason === 'timeout' ? 'session_timeout' : 'session_expired',
        rememberMe: isRemembered,
      };
      await sessionStore.end(reason);
      await navigate(paths.login, { state });
      // A protected page may have offered the modal in the moment between; /login is the form now.
      closeAuthModal();
    },
    [navigate],
  );

  useEffect(() => {
    if (phase.phase === 'expired') void leave('timeout');
  }, [phase, leave]);

  const extend = useCallback(async () => {
    // The user answered in time; a slow refresh must not let the countdown sign them out meanwhile.
    timerRef.current?.hold();
    const outcome = await sessionStore.refresh();
    if (outcome !== 'ok') {
      timerRef.current?.release();
      return false;
    }
    timerRef.current?.reset();
    return true;
  }, []);

  if (phase.phase !== 'warning') return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog
        remainingMs={phase.remainingMs}
        onExtend={extend}
        onSignOut={() => void leave('timeout')}
        onSignInAgain={() => void leave('expired')}
      />
    </Suspense>
  );
}
