import type { AnalyticsConsent } from '@shared/analytics/analytics.schema';
import { type AnalyticsConsentState, analyticsConsentStates } from '@shared/analytics/analytics-constants';
import type { TextStorage } from '../session/secure-token-storage';
import type { SessionSnapshot } from '../session/session-store';

/** What the banner and the settings card show: whose choice it is, and whether it is known yet. */
export interface AnalyticsConsentView {
  state: AnalyticsConsentState;
  updatedAt: string | null;
  /** A guest's choice lives on the device; a signed-in user's on the account. */
  scope: 'device' | 'account';
  /** 'loading' while the session or the account's consent is not known: no banner then. */
  status: 'loading' | 'ready';
}

export interface AnalyticsConsentStoreOptions {
  storage: TextStorage;
  storageKey: string;
  session: { getSnapshot(): SessionSnapshot; subscribe(listener: () => void): () => void };
  getAccount: () => Promise<AnalyticsConsent>;
  putAccount: (state: AnalyticsConsentState) => Promise<AnalyticsConsent>;
  now?: () => Date;
}

export interface AnalyticsConsentStore {
  getSnapshot(): AnalyticsConsentView;
  subscribe(listener: () => void): () => void;
  /** Grant, deny, or reset to pending; rejects when the account could not record it (spec §8). */
  choose(state: AnalyticsConsentState): Promise<void>;
  /** The device's own choice, sent with a guest's events so the server can drop the rest. */
  deviceState(): AnalyticsConsentState;
}

function readDevice(
  storage: TextStorage,
  key: string,
): { state: AnalyticsConsentState; updatedAt: string | null } {
  try {
    const stored = JSON.parse(storage.getItem(key) ?? 'null') as {
      version?: number;
      state?: string;
      updatedAt?: string;
    };
    if (stored?.version === 1 && analyticsConsentStates.includes(stored.state as AnalyticsConsentState)) {
      return { state: stored.state as AnalyticsConsentState, updatedAt: stored.updatedAt ?? null };
    }
  } catch {
    // A damaged entry counts as no choice: the banner asks again.
  }
  return { state: 'pending', updatedAt: null };
}

/**
 * Spec §3 telemetry consent: pending, granted or denied, resettable. A guest decides for the device;
 * once signed in, the account's choice counts, and a guest's choice on this device is handed to an
 * account that has not decided yet (ADR 068).
 */
export function createAnalyticsConsentStore(options: AnalyticsConsentStoreOptions): AnalyticsConsentStore {
  const listeners = new Set<() => void>();
  const now = options.now ?? (() => new Date());
  let view: AnalyticsConsentView = {
    ...readDevice(options.storage, options.storageKey),
    scope: 'device',
    status: 'loading',
  };
  let loadedFor: string | null = null;

  const set = (next: AnalyticsConsentView) => {
    view = next;
    for (const listener of listeners) listener();
  };
  const fromAccount = (consent: AnalyticsConsent): AnalyticsConsentView => ({
    state: consent.state,
    updatedAt: consent.updatedAt,
    scope: 'account',
    status: 'ready',
  });

  async function loadAccount(userId: string) {
    loadedFor = userId;
    set({ ...view, scope: 'account', status: 'loading' });
    try {
      let consent = await options.getAccount();
      const device = readDevice(options.storage, options.storageKey);
      if (consent.state === 'pending' && device.state !== 'pending')
        consent = await options.putAccount(device.state);
      if (loadedFor === userId) set(fromAccount(consent));
    } catch {
      // Unknown: ask nothing and send nothing until the next session change.
      if (loadedFor === userId)
        set({ state: 'pending', updatedAt: null, scope: 'account', status: 'loading' });
    }
  }

  function onSession() {
    const { status, user } = options.session.getSnapshot();
    if (status === 'authenticated' && user) {
      if (loadedFor !== user.id) void loadAccount(user.id);
      return;
    }
    loadedFor = null;
    if (status === 'unauthenticated') {
      set({ ...readDevice(options.storage, options.storageKey), scope: 'device', status: 'ready' });
    } else if (view.status !== 'loading') {
      set({ ...view, status: 'loading' });
    }
  }
  options.session.subscribe(onSession);
  onSession();

  return {
    getSnapshot: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async choose(state) {
      if (view.scope === 'account') {
        set(fromAccount(await options.putAccount(state)));
        return;
      }
      const updatedAt = now().toISOString();
      options.storage.setItem(options.storageKey, JSON.stringify({ version: 1, state, updatedAt }));
      set({ state, updatedAt, scope: 'device', status: 'ready' });
    },
    deviceState: () => readDevice(options.storage, options.storageKey).state,
  };
}
