import type { SessionUser } from '@shared/auth/auth.schema';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../paths';
import { type Persona, personaFor, type SessionStatus } from './persona';
import { sessionStore } from './session-client';
import type { SessionSnapshot } from './session-store';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  persona: Persona;
  /** Spec §4 logout: tells the server, clears the session whatever it answered, goes to /. */
  signOut(): Promise<void>;
  /** Loads the user again (after a profile, role or onboarding change); rejects when that fails. */
  reloadUser(): Promise<void>;
}

/** The whole session snapshot, for the auth feature's own parts (idle timeout, guards). */
export function useSessionSnapshot(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
}

export function useSession(): Session {
  const { status, user } = useSessionSnapshot();
  const navigate = useNavigate();
  const signOut = useCallback(async () => {
    await sessionStore.end('signed_out');
    await navigate(paths.home);
  }, [navigate]);
  return useMemo(
    () => ({
      status,
      user,
      persona: personaFor(status, user?.roles),
      signOut,
      reloadUser: sessionStore.reloadUser,
    }),
    [status, user, signOut],
  );
}
