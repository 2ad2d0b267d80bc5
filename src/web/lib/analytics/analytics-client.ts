import type { AnalyticsEventInput } from '@shared/analytics/analytics.schema';
import type { AnalyticsConsentState } from '@shared/analytics/analytics-constants';
import type {
  AnalyticsEventName,
  AnalyticsEventProperties,
} from '@shared/analytics/analytics-events.catalogue';
import { currentSession } from '../api';
import { currentLanguage } from '../i18n';
import { sessionStore } from '../session/session-client';
import { storageKeys } from '../storage-keys';
import { type AnalyticsConsentStore, createAnalyticsConsentStore } from './analytics-consent-store';
import { type AnalyticsQueue, createAnalyticsQueue } from './analytics-queue';
import { getAccountAnalyticsConsent, putAccountAnalyticsConsent } from './api/analytics-consent-api';

const eventsUrl = '/api/analytics/events';
/** The app has no release number yet; the build mode tells development from production. */
const appVersion = import.meta.env.MODE;

/**
 * Spec §7: `POST /analytics/events` with credentials and keepalive; any 2xx is success. The API
 * client is not used: it cannot send keepalive requests, which the page's last batch needs.
 */
async function sendBatch(events: AnalyticsEventInput[], { keepalive }: { keepalive: boolean }) {
  const headers = new Headers({ 'Content-Type': 'application/json', 'Accept-Language': currentLanguage() });
  const token = await currentSession.getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(eventsUrl, {
    method: 'POST',
    headers,
    body: JSON.stringify({ events }),
    credentials: 'include',
    keepalive,
  });
  if (!response.ok) throw new Error(`analytics batch answered ${response.status}`);
}

/**
 * The consent store and the queue, made on first use: importing `track` costs nothing, and code
 * without a browser (tests, the server's imports of shared pages) never touches storage.
 */
let instance: { store: AnalyticsConsentStore; queue: AnalyticsQueue } | undefined;

export function analyticsConsentStore(): AnalyticsConsentStore {
  return analytics().store;
}

function analytics() {
  if (instance) return instance;
  const store = createAnalyticsConsentStore({
    storage: localStorage,
    storageKey: storageKeys.analyticsConsent,
    session: sessionStore,
    getAccount: getAccountAnalyticsConsent,
    putAccount: putAccountAnalyticsConsent,
  });
  const isGranted = () => {
    const view = store.getSnapshot();
    return view.status === 'ready' && view.state === 'granted';
  };
  const queue = createAnalyticsQueue({
    send: sendBatch,
    isAllowed: isGranted,
    isOnline: () => navigator.onLine,
    storage: localStorage,
    storageKey: storageKeys.analyticsQueue,
  });
  queue.listen({ window, document });
  let lastState: AnalyticsConsentState | undefined;
  store.subscribe(() => {
    const { state } = store.getSnapshot();
    if (state === lastState) return;
    lastState = state;
    // Withdrawn: what waits is forgotten; granted: what survived a reload may go.
    queue.flush();
  });
  instance = { store, queue };
  return instance;
}

/** The funnel counts sessions: one id per tab, never tied to a person (ADR 068). */
function analyticsSessionId(): string {
  const stored = sessionStorage.getItem(storageKeys.analyticsSession);
  if (stored) return stored;
  const created = crypto.randomUUID();
  sessionStorage.setItem(storageKeys.analyticsSession, created);
  return created;
}

/**
 * Records one catalogue event (spec §7). Nothing happens without consent: while pending or denied
 * the event is not even queued (ADR 068).
 */
export function track<Name extends AnalyticsEventName>(
  name: Name,
  properties: AnalyticsEventProperties<Name>,
) {
  if (typeof window === 'undefined' || typeof localStorage === 'undefined') return;
  const { store, queue } = analytics();
  const view = store.getSnapshot();
  if (view.status !== 'ready' || view.state !== 'granted') return;
  queue.enqueue({
    event: name,
    occurredAt: new Date().toISOString(),
    properties,
    context: {
      sessionId: analyticsSessionId(),
      client: {
        platform: 'web',
        appVersion,
        locale: currentLanguage(),
        offline: !navigator.onLine,
        userAgent: navigator.userAgent,
      },
      consent: view.state,
    },
  } as AnalyticsEventInput);
}
