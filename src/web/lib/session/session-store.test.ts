import type { SessionUser, TokenPair } from '@shared/auth/auth.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client/api-error';
import { createMemoryKeyStore, MemoryStorage } from './memory-storage.test-helper';
import { createSecureTokenStorage, type SecureTokenStorage } from './secure-token-storage';
import { createSessionStore, type SessionApi } from './session-store';

const user: SessionUser = {
  id: '0b8f3c1e-4d2a-4f6b-9c1d-2e3f4a5b6c7d',
  email: 'sina@example.com',
  roles: ['buyer', 'seller'],
  displayName: 'Sina',
  isEmailVerified: true,
  isTwoFactorEnabled: false,
  onboarding: { completed: true, currentStep: 3, completedAt: null, lastSeenAt: null },
  createdAt: '2026-01-01T00:00:00.000Z',
};

const now = Date.parse('2026-11-21T12:00:00.000Z');

function jwtExpiringIn(ms: number): string {
  const payload = Buffer.from(JSON.stringify({ sub: user.id, exp: Math.floor((now + ms) / 1000) })).toString(
    'base64url',
  );
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;
}

let issued = 0;
function pair(): TokenPair {
  issued += 1;
  return {
    accessToken: jwtExpiringIn(15 * 60_000),
    refreshToken: `refresh-${issued}`,
    accessTokenExpiresAt: new Date(now + 15 * 60_000).toISOString(),
    refreshTokenExpiresAt: new Date(now + 12 * 3600_000).toISOString(),
  };
}

let tokenStorage: SecureTokenStorage;
let persistent: MemoryStorage;
let perTab: MemoryStorage;
let keyStore: ReturnType<typeof createMemoryKeyStore>;
let api: { [K in keyof SessionApi]: ReturnType<typeof vi.fn<SessionApi[K]>> };

function createTokenStorage() {
  return createSecureTokenStorage({
    keyStore,
    persistentStorage: persistent,
    tabStorage: perTab,
    storageKey: 'k',
  });
}

function createStore(overrides: { onExpired?: () => void } = {}) {
  return createSessionStore({ api, tokenStorage, now: () => now, ...overrides });
}

beforeEach(() => {
  issued = 0;
  keyStore = createMemoryKeyStore();
  persistent = new MemoryStorage();
  perTab = new MemoryStorage();
  tokenStorage = createTokenStorage();
  api = {
    refresh: vi.fn(async () => pair()),
    revoke: vi.fn(async () => {}),
    getMe: vi.fn(async () => user),
  };
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createSessionStore: start (spec §4 session)', () => {
  it('is unauthenticated at once when nothing is stored', async () => {
    const store = createStore();
    expect(store.getSnapshot().status).toBe('unauthenticated');
    await store.start();
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('is unknown with a stored token, then refreshes, loads the user and is authenticated', async () => {
    await tokenStorage.save('stored-refresh', { isRemembered: true });
    const store = createStore();
    expect(store.getSnapshot().status).toBe('unknown');

    await store.start();

    expect(api.refresh).toHaveBeenCalledWith('stored-refresh');
    expect(store.getSnapshot()).toMatchObject({
      status: 'authenticated',
      user,
      isRemembered: true,
      accessTokenExpiresAt: Math.floor((now + 15 * 60_000) / 1000) * 1000,
      refreshTokenExpiresAt: now + 12 * 3600_000,
    });
    expect(await store.getAccessToken()).toMatch(/^eyJ/);
    // The rotated token replaced the stored one, still remembered.
    expect(await createTokenStorage().load()).toEqual({ refreshToken: 'refresh-1', isRemembered: true });
  });

  it('a refused refresh token clears the stored secret and records the expiry', async () => {
    await tokenStorage.save('dead-refresh', { isRemembered: false });
    api.refresh.mockRejectedValueOnce(
      new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'expired' }),
    );
    const onExpired = vi.fn();
    const store = createStore({ onExpired });

    await store.start();

    expect(store.getSnapshot()).toMatchObject({ status: 'unauthenticated', endReason: 'expired' });
    expect(tokenStorage.hasStoredToken()).toBe(false);
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('offline at start: a guest for now, but the token is kept for a later try', async () => {
    await tokenStorage.save('good-refresh', { isRemembered: true });
    api.refresh.mockRejectedValueOnce(new ApiError({ status: 0, message: 'Network request failed.' }));
    const store = createStore();

    await store.start();
    expect(store.getSnapshot().status).toBe('unauthenticated');
    expect(tokenStorage.hasStoredToken()).toBe(true);

    await store.start();
    expect(store.getSnapshot().status).toBe('authenticated');
  });

  it('requests made during the restore wait for its token', async () => {
    await tokenStorage.save('stored-refresh', { isRemembered: false });
    const store = createStore();
    const restoring = store.start();
    const token = store.getAccessToken();
    await restoring;
    expect(await token).toMatch(/^eyJ/);
  });
});

describe('createSessionStore: sign-in, refresh, sign-out', () => {
  it('sign-in stores the refresh token encrypted per "Stay signed in" and notifies', async () => {
    const store = createStore();
    const signedIn = vi.fn();
    store.onSignedIn(signedIn);

    await store.signIn(pair(), { isRemembered: false });

    expect(store.getSnapshot()).toMatchObject({ status: 'authenticated', user, isRemembered: false });
    expect(perTab.getItem('k')).not.toBeNull();
    expect(persistent.getItem('k')).toBeNull();
    expect(perTab.getItem('k')).not.toContain('refresh-1');
    expect(signedIn).toHaveBeenCalledWith(user);
  });

  it('a failed /auth/me after sign-in leaves no session behind', async () => {
    api.getMe.mockRejectedValueOnce(new Error('boom'));
    const store = createStore();
    await expect(store.signIn(pair(), { isRemembered: true })).rejects.toThrow('boom');
    expect(store.getSnapshot().status).toBe('unauthenticated');
    expect(tokenStorage.hasStoredToken()).toBe(false);
  });

  it('refresh is single flight', async () => {
    const store = createStore();
    await store.signIn(pair(), { isRemembered: false });
    const outcomes = await Promise.all([store.refresh(), store.refresh(), store.refresh()]);
    expect(outcomes).toEqual(['ok', 'ok', 'ok']);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(api.refresh).toHaveBeenCalledWith('refresh-1');
  });

  it('refreshes on its own a minute before the access token expires', async () => {
    vi.useFakeTimers();
    const store = createStore();
    await store.signIn(pair(), { isRemembered: false });
    await vi.advanceTimersByTimeAsync(14 * 60_000 - 1);
    expect(api.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // Decrypting the stored token is real WebCrypto work, outside the fake clock.
    await vi.waitFor(() => expect(api.refresh).toHaveBeenCalledOnce());
  });

  it('a background refresh that is refused ends the session as expired', async () => {
    vi.useFakeTimers();
    const ended = vi.fn();
    const store = createStore();
    store.onEnded(ended);
    await store.signIn(pair(), { isRemembered: false });
    api.refresh.mockRejectedValueOnce(new ApiError({ status: 401, message: 'revoked' }));
    await vi.advanceTimersByTimeAsync(14 * 60_000);
    await vi.waitFor(() =>
      expect(store.getSnapshot()).toMatchObject({ status: 'unauthenticated', endReason: 'expired' }),
    );
    expect(ended).toHaveBeenCalledWith('expired');
  });

  it('sign-out revokes on the server, then clears tokens, secret and user', async () => {
    const ended = vi.fn();
    const store = createStore();
    store.onEnded(ended);
    await store.signIn(pair(), { isRemembered: true });

    await store.end('signed_out');

    expect(api.revoke).toHaveBeenCalledWith('refresh-1');
    expect(store.getSnapshot()).toEqual({
      status: 'unauthenticated',
      user: null,
      accessTokenExpiresAt: null,
      refreshTokenExpiresAt: null,
      isRemembered: false,
      endReason: 'signed_out',
    });
    expect(await store.getAccessToken()).toBeNull();
    expect(tokenStorage.hasStoredToken()).toBe(false);
    expect(ended).toHaveBeenCalledWith('signed_out');
  });

  it('clears the session whatever the logout call answered', async () => {
    const store = createStore();
    await store.signIn(pair(), { isRemembered: false });
    api.revoke.mockRejectedValueOnce(new ApiError({ status: 0, message: 'offline' }));
    await store.end('timeout');
    expect(store.getSnapshot()).toMatchObject({ status: 'unauthenticated', endReason: 'timeout' });
  });

  it('a refresh that returns after sign-out cannot revive the session', async () => {
    const store = createStore();
    await store.signIn(pair(), { isRemembered: false });
    let release: (value: TokenPair) => void = () => {};
    api.refresh.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const refreshing = store.refresh();
    await vi.waitFor(() => expect(api.refresh).toHaveBeenCalled());
    store.clear('signed_out');
    release(pair());
    expect(await refreshing).toBe('invalid');
    expect(store.getSnapshot().status).toBe('unauthenticated');
    expect(tokenStorage.hasStoredToken()).toBe(false);
  });

  it('reloadUser replaces the user', async () => {
    const store = createStore();
    await store.signIn(pair(), { isRemembered: false });
    api.getMe.mockResolvedValueOnce({ ...user, displayName: 'Sina S.' });
    await store.reloadUser();
    expect(store.getSnapshot().user?.displayName).toBe('Sina S.');
  });
});
