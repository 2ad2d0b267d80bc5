import type { SessionUser, TokenPair } from '@shared/auth/auth.schema';
import { ApiError } from '../api-client/api-error';
import type { SessionStatus } from './persona';
import type { SecureTokenStorage } from './secure-token-storage';
import { isExpiring, readTokenExpiry, refreshDelayMs } from './token-expiry';

/** Why the last session ended: a dead refresh token, the user's choice, or the idle timeout. */
export type SessionEndReason = 'expired' | 'signed_out' | 'timeout';

/** Spec §3 user session, minus the tokens, which never leave the store. */
export interface SessionSnapshot {
  status: SessionStatus;
  user: SessionUser | null;
  /** Epoch ms, read from the access token's payload. */
  accessTokenExpiresAt: number | null;
  refreshTokenExpiresAt: number | null;
  /** "Stay signed in". */
  isRemembered: boolean;
  endReason: SessionEndReason | null;
}

/** ok: new tokens; invalid: the server refused the refresh token; failed: it could not be asked. */
export type RefreshOutcome = 'ok' | 'invalid' | 'failed';

export interface SessionApi {
  refresh(refreshToken: string): Promise<TokenPair>;
  revoke(refreshToken: string): Promise<void>;
  getMe(): Promise<SessionUser>;
}

export interface SessionStoreOptions {
  api: SessionApi;
  tokenStorage: SecureTokenStorage;
  /** Runs the refresh exclusively across tabs (Web Locks), so two tabs never spend one token twice. */
  runExclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** After a failed (not refused) background refresh, try again this much later. */
  retryDelayMs?: number;
  /** Called when a session (established or being restored) expires, e.g. to tell the sign-in form. */
  onExpired?: () => void;
}

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Restores a stored session: refresh, then GET /auth/me. Safe to call more than once. */
  start(): Promise<void>;
  getAccessToken(): Promise<string | null>;
  /** Single flight: concurrent callers share one refresh. */
  refresh(): Promise<RefreshOutcome>;
  /** Stores a fresh token pair (login, Google), loads the user and becomes authenticated. */
  signIn(pair: TokenPair, options: { isRemembered: boolean }): Promise<SessionUser>;
  reloadUser(): Promise<void>;
  /** Logout: revokes on the server (a failure is only logged), then clears whatever the result. */
  end(reason: SessionEndReason): Promise<void>;
  /** Forgets everything local: tokens, the stored secret, the user, timers. */
  clear(reason: SessionEndReason): void;
  /** Called when an authenticated session ends (to drop cached data). */
  onEnded(listener: (reason: SessionEndReason) => void): () => void;
  /** Called after a sign-in (not after restoring a session on reload). */
  onSignedIn(listener: (user: SessionUser) => void): () => void;
}

/** A refresh the server answered with 4xx will never succeed; anything else may on a later try. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

const runDirectly = <T>(task: () => Promise<T>) => task();

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { api, tokenStorage } = options;
  const runExclusive = options.runExclusive ?? runDirectly;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const retryDelayMs = options.retryDelayMs ?? 30_000;

  let snapshot: SessionSnapshot = {
    status: tokenStorage.hasStoredToken() ? 'unknown' : 'unauthenticated',
    user: null,
    accessTokenExpiresAt: null,
    refreshTokenExpiresAt: null,
    isRemembered: false,
    endReason: null,
  };
  let accessToken: string | null = null;
  let refreshTimer: unknown = null;
  let refreshInFlight: Promise<RefreshOutcome> | null = null;
  let restoreInFlight: Promise<void> | null = null;
  /** Bumped whenever the session is cleared, so a refresh that was under way cannot revive it. */
  let generation = 0;
  const listeners = new Set<() => void>();
  const endedListeners = new Set<(reason: SessionEndReason) => void>();
  const signedInListeners = new Set<(user: SessionUser) => void>();

  function update(changes: Partial<SessionSnapshot>) {
    snapshot = { ...snapshot, ...changes };
    for (const listener of listeners) listener();
  }

  function cancelRefreshTimer() {
    if (refreshTimer !== null) clearTimer(refreshTimer);
    refreshTimer = null;
  }

  function scheduleRefresh(delayMs: number) {
    cancelRefreshTimer();
    const scheduledGeneration = generation;
    refreshTimer = setTimer(() => {
      refreshTimer = null;
      if (scheduledGeneration !== generation) return;
      void refresh().then((outcome) => {
        if (scheduledGeneration !== generation) return;
        if (outcome === 'invalid') clear('expired');
        else if (outcome === 'failed') scheduleRefresh(retryDelayMs);
      });
    }, delayMs);
  }

  function applyTokens(pair: TokenPair, isRemembered: boolean) {
    accessToken = pair.accessToken;
    const accessTokenExpiresAt = readTokenExpiry(pair.accessToken) ?? Date.parse(pair.accessTokenExpiresAt);
    const refreshTokenExpiresAt = Date.parse(pair.refreshTokenExpiresAt);
    update({
      accessTokenExpiresAt: Number.isFinite(accessTokenExpiresAt) ? accessTokenExpiresAt : null,
      refreshTokenExpiresAt: Number.isFinite(refreshTokenExpiresAt) ? refreshTokenExpiresAt : null,
      isRemembered,
    });
    if (snapshot.accessTokenExpiresAt !== null) {
      scheduleRefresh(refreshDelayMs(snapshot.accessTokenExpiresAt, now()));
    }
  }

  async function performRefresh(): Promise<RefreshOutcome> {
    const startedGeneration = generation;
    // Read inside the lock: another tab may have rotated the token since this one last looked.
    const stored = await tokenStorage.load();
    if (!stored) return 'invalid';
    let pair: TokenPair;
    try {
      pair = await api.refresh(stored.refreshToken);
    } catch (error) {
      return isRefusal(error) ? 'invalid' : 'failed';
    }
    if (startedGeneration !== generation) return 'invalid';
    await tokenStorage.save(pair.refreshToken, { isRemembered: stored.isRemembered });
    applyTokens(pair, stored.isRemembered);
    return 'ok';
  }

  function refresh(): Promise<RefreshOutcome> {
    if (!refreshInFlight) {
      refreshInFlight = runExclusive(performRefresh)
        .catch((error: unknown) => {
          console.warn('Session refresh failed', error);
          return 'failed' as const;
        })
        .finally(() => {
          refreshInFlight = null;
        });
    }
    return refreshInFlight;
  }

  function clear(reason: SessionEndReason) {
    const wasAuthenticated = snapshot.status === 'authenticated';
    if (reason === 'expired' && snapshot.status !== 'unauthenticated') options.onExpired?.();
    generation += 1;
    cancelRefreshTimer();
    accessToken = null;
    tokenStorage.clear();
    update({
      status: 'unauthenticated',
      user: null,
      accessTokenExpiresAt: null,
      refreshTokenExpiresAt: null,
      isRemembered: false,
      endReason: reason,
    });
    if (wasAuthenticated) for (const listener of endedListeners) listener(reason);
  }

  async function restore() {
    const startedGeneration = generation;
    const outcome = await refresh();
    if (startedGeneration !== generation) return;
    if (outcome === 'failed') {
      // Offline at start: keep the stored token for a later try, act as a guest meanwhile.
      update({ status: 'unauthenticated' });
      return;
    }
    if (outcome === 'invalid') {
      clear('expired');
      return;
    }
    try {
      const user = await api.getMe();
      if (startedGeneration === generation) update({ status: 'authenticated', user, endReason: null });
    } catch (error) {
      console.warn('Could not load the signed-in user', error);
      if (startedGeneration === generation) clear('expired');
    }
  }

  function start(): Promise<void> {
    if (snapshot.status === 'authenticated' || !tokenStorage.hasStoredToken()) return Promise.resolve();
    if (!restoreInFlight) {
      if (snapshot.status === 'unauthenticated') update({ status: 'unknown' });
      restoreInFlight = restore().finally(() => {
        restoreInFlight = null;
      });
    }
    return restoreInFlight;
  }

  async function getAccessToken(): Promise<string | null> {
    // Requests sent while a stored session is being restored wait for it (but /auth/me inside the
    // restore already has its token and must not wait for itself).
    if (!accessToken && restoreInFlight) await restoreInFlight;
    // Timers sleep in background tabs; never send a token we already know to be expired.
    if (accessToken && isExpiring(snapshot.accessTokenExpiresAt, now())) await refresh();
    return accessToken;
  }

  async function signIn(pair: TokenPair, { isRemembered }: { isRemembered: boolean }): Promise<SessionUser> {
    if (snapshot.status === 'authenticated') clear('signed_out');
    generation += 1;
    const startedGeneration = generation;
    await tokenStorage.save(pair.refreshToken, { isRemembered });
    applyTokens(pair, isRemembered);
    let user: SessionUser;
    try {
      user = await api.getMe();
    } catch (error) {
      if (startedGeneration === generation) clear('signed_out');
      throw error;
    }
    update({ status: 'authenticated', user, endReason: null });
    for (const listener of signedInListeners) listener(user);
    return user;
  }

  async function reloadUser() {
    const startedGeneration = generation;
    const user = await api.getMe();
    if (startedGeneration === generation && snapshot.status === 'authenticated') update({ user });
  }

  async function end(reason: SessionEndReason) {
    const stored = await tokenStorage.load().catch(() => null);
    if (stored) {
      await api.revoke(stored.refreshToken).catch((error: unknown) => {
        console.warn('Logout request failed; the session is cleared locally', error);
      });
    }
    clear(reason);
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start,
    getAccessToken,
    refresh,
    signIn,
    reloadUser,
    end,
    clear,
    onEnded(listener) {
      endedListeners.add(listener);
      return () => {
        endedListeners.delete(listener);
      };
    },
    onSignedIn(listener) {
      signedInListeners.add(listener);
      return () => {
        signedInListeners.delete(listener);
      };
    },
  };
}
