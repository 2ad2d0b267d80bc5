import type { SessionBridge } from './api-client.types';

/**
 * Refreshes the session with at most one refresh in flight: concurrent callers share its result.
 * A failed refresh (false or a rejection) clears the session as expired, once per refresh.
 */
export function createSessionRefresher(session: SessionBridge): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null;

  async function refreshOrExpire(): Promise<boolean> {
    let refreshed = false;
    try {
      refreshed = (await session.refresh()) === true;
    } catch {
      refreshed = false;
    }
    if (!refreshed) {
      session.clearSession('expired');
    }
    return refreshed;
  }

  return () => {
    if (inFlight) {
      return inFlight;
    }
    const pending = refreshOrExpire();
    inFlight = pending;
    const settle = () => {
      if (inFlight === pending) {
        inFlight = null;
      }
    };
    pending.then(settle, settle);
    return pending;
  };
}
