import { type AnalyticsEventInput, analyticsBatchMaxEvents } from '@shared/analytics/analytics.schema';
import { analyticsRetryMs } from '@shared/analytics/analytics-constants';
import type { TextStorage } from '../session/secure-token-storage';

/** Events wait this long for company before a batch goes out. */
export const analyticsBatchDelayMs = 1000;
/** A device that stays offline for long keeps at most this many events (the oldest go first). */
export const analyticsQueueMax = 500;

export interface AnalyticsQueueOptions {
  /** Sends one batch; resolves on any 2xx, rejects otherwise (a network failure included). */
  send: (events: AnalyticsEventInput[], options: { keepalive: boolean }) => Promise<void>;
  /** Consent granted (spec §3): without it nothing is queued or sent. */
  isAllowed: () => boolean;
  isOnline: () => boolean;
  /** Where the queue survives a reload (`{ version: 1, events }`); nothing is kept without one. */
  storage?: TextStorage;
  storageKey?: string;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface AnalyticsQueue {
  enqueue(event: AnalyticsEventInput): void;
  /** Sends what waits, in order, one batch at a time; `keepalive` for the page going away. */
  flush(options?: { keepalive?: boolean }): void;
  /** Consent withdrawn: everything waiting is forgotten. */
  clear(): void;
  pending(): readonly AnalyticsEventInput[];
  /** Flush on `online`, on the tab becoming visible, and with keepalive on `pagehide`. */
  listen(target: { window: Window; document: Document }): () => void;
}

function readStored(storage: TextStorage | undefined, key: string): AnalyticsEventInput[] {
  if (!storage) return [];
  try {
    const stored = JSON.parse(storage.getItem(key) ?? 'null') as { version?: number; events?: unknown };
    return stored?.version === 1 && Array.isArray(stored.events)
      ? (stored.events as AnalyticsEventInput[])
      : [];
  } catch {
    return [];
  }
}

/**
 * Spec §7 client queue: events leave in the order they happened, only with consent and a
 * connection; a failed batch is tried again after 5 seconds (spec §9), still first in line. One
 * batch is under way at a time, so order holds across retries.
 */
export function createAnalyticsQueue(options: AnalyticsQueueOptions): AnalyticsQueue {
  const storageKey = options.storageKey ?? 'kleinkram.analyticsQueue';
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let events = readStored(options.storage, storageKey);
  /** The first `inFlight` events are in the batch under way. */
  let inFlight = 0;
  let timer: unknown;

  const persist = () => {
    if (!options.storage) return;
    if (events.length === 0) options.storage.removeItem(storageKey);
    else options.storage.setItem(storageKey, JSON.stringify({ version: 1, events }));
  };
  const schedule = (ms: number) => {
    if (timer !== undefined) clearTimer(timer);
    timer = setTimer(() => {
      timer = undefined;
      flush();
    }, ms);
  };

  function flush({ keepalive = false }: { keepalive?: boolean } = {}) {
    if (!options.isAllowed()) {
      clear();
      return;
    }
    if (!options.isOnline() || events.length === 0) return;
    if (keepalive) {
      // The page is going: what is not already under way leaves now, at most once (ADR 068).
      const rest = events.slice(inFlight);
      for (let start = 0; start < rest.length; start += analyticsBatchMaxEvents) {
        void options
          .send(rest.slice(start, start + analyticsBatchMaxEvents), { keepalive: true })
          .catch(() => {});
      }
      events = events.slice(0, inFlight);
      persist();
      return;
    }
    if (inFlight > 0) return;
    const batch = events.slice(0, analyticsBatchMaxEvents);
    inFlight = batch.length;
    options.send(batch, { keepalive: false }).then(
      () => {
        events = events.slice(inFlight);
        inFlight = 0;
        persist();
        if (events.length > 0) flush();
      },
      () => {
        inFlight = 0;
        schedule(analyticsRetryMs);
      },
    );
  }

  function clear() {
    events = [];
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    persist();
  }

  return {
    enqueue(event) {
      if (!options.isAllowed()) return;
      events = [...events, event].slice(-analyticsQueueMax);
      persist();
      if (timer === undefined) schedule(analyticsBatchDelayMs);
    },
    flush,
    clear,
    pending: () => events,
    listen({ window, document }) {
      const onOnline = () => flush();
      const onVisibility = () => {
        if (document.visibilityState === 'visible') flush();
      };
      const onPageHide = () => flush({ keepalive: true });
      window.addEventListener('online', onOnline);
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('pagehide', onPageHide);
      return () => {
        window.removeEventListener('online', onOnline);
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', onPageHide);
      };
    },
  };
}
