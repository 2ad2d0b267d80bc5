/**
 * A bounded, per-process cache of answers that may be a little old (ADR 078, ADR 088): each entry
 * lives `ttlMs` from its answer, at most `maxEntries` are kept (the least recently used dropped
 * first), concurrent misses of one key share one computation, and a failure is never kept. Per
 * process on purpose: every entry dies within its TTL, so app nodes disagree for at most that long.
 *
 * With `staleMs` (ADR 093), an answer past its TTL is still served for that much longer while one
 * computation in the background replaces it (stale-while-revalidate): callers of a popular key
 * never wait for it, and the key is computed at most once per TTL however many ask.
 */
export interface ExpiringCache<T> {
  /**
   * The cached value of `key`, or `compute()` stored under it; `isHit` is true when this call did
   * not compute (a stored value, or a computation another caller already started), `isStale` when
   * the value was past its TTL (a fresh one is being computed for the next caller).
   */
  remember(key: string, compute: () => Promise<T>): Promise<{ value: T; isHit: boolean; isStale?: boolean }>;
  readonly size: number;
  clear(): void;
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
  /** Answered: only such an entry is served stale (until expiresAt + staleMs) while a refresh runs. */
  isSettled: boolean;
  isRefreshing: boolean;
}

export function createExpiringCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  staleMs?: number;
  /**
   * At most this many background refreshes at a time: under overload the rest stay stale (until
   * their stale time is up) rather than take the cores from the callers being answered.
   */
  maxRefreshing?: number;
  now?: () => number;
}): ExpiringCache<T> {
  const { ttlMs } = options;
  const staleMs = Math.max(0, options.staleMs ?? 0);
  const maxEntries = Math.max(1, options.maxEntries);
  const now = options.now ?? Date.now;
  const maxRefreshing = options.maxRefreshing ?? Number.POSITIVE_INFINITY;
  let refreshing = 0;
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Entry<T>>();

  const store = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  /** One background computation for a stale entry; its answer becomes the key's fresh entry. */
  const refresh = (key: string, stale: Entry<T>, compute: () => Promise<T>) => {
    stale.isRefreshing = true;
    refreshing += 1;
    // A compute that throws before returning its promise must free its slot like one that rejects.
    Promise.resolve()
      .then(compute)
      .then(
        (value) => {
          refreshing -= 1;
          // Not if the key was dropped or answered anew meanwhile.
          if (entries.get(key) !== stale) return;
          const answeredAt = now();
          store(key, {
            value: Promise.resolve(value),
            expiresAt: answeredAt + ttlMs,
            isSettled: true,
            isRefreshing: false,
          });
        },
        // The stale answer stays until its time is up; the next caller tries again.
        () => {
          refreshing -= 1;
          stale.isRefreshing = false;
        },
      );
  };

  return {
    async remember(key, compute) {
      const found = entries.get(key);
      const at = now();
      if (found && found.expiresAt > at) {
        store(key, found);
        return { value: await found.value, isHit: true };
      }
      if (found?.isSettled && found.expiresAt + staleMs > at) {
        store(key, found);
        if (!found.isRefreshing && refreshing < maxRefreshing) refresh(key, found, compute);
        return { value: await found.value, isHit: true, isStale: true };
      }
      const entry: Entry<T> = {
        value: compute(),
        expiresAt: at + ttlMs,
        isSettled: false,
        isRefreshing: false,
      };
      store(key, entry);
      try {
        const value = await entry.value;
        // The TTL counts from the answer, so a slow computation is still reused for the whole TTL.
        entry.expiresAt = now() + ttlMs;
        entry.isSettled = true;
        return { value, isHit: false };
      } catch (error) {
        // A failed computation is never served to the next caller.
        if (entries.get(key) === entry) entries.delete(key);
        throw error;
      }
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
