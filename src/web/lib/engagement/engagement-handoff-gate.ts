/**
 * The sign-in hand-off of the device lists (session-client) runs once per sign-in; the account's
 * watchlist and cart are read after it settles, so what a guest collected never seems lost, and
 * read again when it did.
 */
let pending: Promise<unknown> = Promise.resolve();
const listeners = new Set<() => void>();

export function trackEngagementHandoff<T>(handoff: Promise<T>): Promise<T> {
  pending = handoff.catch(() => undefined);
  void pending.then(() => {
    for (const listener of listeners) listener();
  });
  return handoff;
}

export function engagementHandoffSettled(): Promise<unknown> {
  return pending;
}

export function onEngagementHandoffSettled(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
