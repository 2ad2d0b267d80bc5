import { connectSession } from '../api';
import { trackEngagementHandoff } from '../engagement/engagement-handoff-gate';
import { storageKeys } from '../storage-keys';
import { getMe } from './api/get-me';
import { sendEngagementHandoff } from './api/hand-off-engagement';
import { refreshTokens } from './api/refresh-tokens';
import { revokeRefreshToken } from './api/sign-out';
import { handOffLocalEngagement } from './engagement-handoff';
import { createIndexedDbKeyStore } from './indexed-db-key-store';
import { createSecureTokenStorage } from './secure-token-storage';
import { createSessionStore } from './session-store';

/** One refresh at a time across every tab of this origin (a spent refresh token revokes its family). */
function runExclusiveAcrossTabs<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  const { locks } = navigator;
  return new Promise<T>((resolve, reject) => {
    // The lock is held until the task settles.
    locks.request('kleinkram.session-refresh', () => task().then(resolve, reject)).catch(reject);
  });
}

/** The app's one session (spec §3/§4). Everything else reads it through useSession. */
export const sessionStore = createSessionStore({
  api: { refresh: refreshTokens, revoke: revokeRefreshToken, getMe },
  tokenStorage: createSecureTokenStorage({
    keyStore: createIndexedDbKeyStore(),
    persistentStorage: localStorage,
    tabStorage: sessionStorage,
    storageKey: storageKeys.session,
  }),
  runExclusive: runExclusiveAcrossTabs,
  onExpired: () => sessionStorage.setItem(storageKeys.sessionNotice, 'expired'),
});

/** Whether the sign-in form should say that the last session expired (drafts are kept). */
export function hasExpiredSessionNotice(): boolean {
  return sessionStorage.getItem(storageKeys.sessionNotice) === 'expired';
}

export function dismissExpiredSessionNotice(): void {
  sessionStorage.removeItem(storageKeys.sessionNotice);
}

connectSession({
  getAccessToken: () => sessionStore.getAccessToken(),
  refresh: async () => (await sessionStore.refresh()) === 'ok',
  clearSession: (reason) => {
    // A guest's 401 has no session to expire.
    if (sessionStore.getSnapshot().status !== 'unauthenticated') sessionStore.clear(reason);
  },
});

sessionStore.onSignedIn(() => {
  dismissExpiredSessionNotice();
  void trackEngagementHandoff(
    handOffLocalEngagement({
      storage: localStorage,
      key: storageKeys.engagement,
      send: sendEngagementHandoff,
    }),
  );
});

// Remembered sessions live in localStorage, shared by every tab: follow another tab's sign-out or sign-in.
window.addEventListener('storage', (event) => {
  if (event.storageArea !== localStorage || event.key !== storageKeys.session) return;
  const { status, isRemembered } = sessionStore.getSnapshot();
  if (event.newValue === null && status === 'authenticated' && isRemembered) sessionStore.clear('signed_out');
  if (event.newValue !== null && status === 'unauthenticated') void sessionStore.start();
});

// A restore that failed for want of a network is tried again when it is back.
window.addEventListener('online', () => {
  if (sessionStore.getSnapshot().status === 'unauthenticated') void sessionStore.start();
});

void sessionStore.start();
