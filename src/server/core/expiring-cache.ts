/**
 * A bounded, per-process cache of answers that may be a little old (ADR 078, ADR 088): each entry
 * lives `ttlMs` from its answer, at most `maxEntries` are kept (the least recently used dropped
 * first), concurrent misses of one key share one computation, and a failure is never kept. Per
 * process on purpose: every entry dies within its TTL, so app nodes disagree for at most that long.
 */
export interface ExpiringCache<T> {
  /**
   * The cached value of `key`, or `compute()` stored under it; `isHit` is true when this call did
   * not compute (a stored value, or a computation another caller already started).
   */
  remember(key: string, compute: () => Promise<T>): Promise<{ value: T; isHit: boolean }>;
  readonly size: number;
  clear(): void;
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

export function createExpiringCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ExpiringCache<T> {
  const { ttlMs } = options;
  const maxEntries = Math.max(1, options.maxEntries);
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Entry<T>>();

  return {
    async remember(key, compute) {
      const found = entries.get(key);
      if (found && found.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, found);
        return { value: await found.value, isHit: true };
      }
      if (found) entries.delete(key);
      const entry: Entry<T> = { value: compute(), expiresAt: now() + ttlMs };
      entries.set(key, entry);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      try {
        const value = await entry.value;
        // The TTL counts from the answer, so a slow computation is still reused for the whole TTL.
        entry.expiresAt = now() + ttlMs;
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
