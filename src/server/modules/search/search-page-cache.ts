/**
 * A short-lived cache of search first pages (ADR 078): real traffic repeats queries, so the popular
 * ones are answered from memory for a few seconds instead of searched again. Per process: every
 * entry expires after `ttlMs`, so two app nodes disagree for at most that long, which a search
 * page may (it reads a replica that lags by up to a second anyway). Bounded: at most `maxEntries`,
 * the least recently used dropped first. Concurrent misses of one key share one search.
 */
export interface SearchPageCache<T> {
  /**
   * The cached value of `key`, or `compute()` stored under it; `isHit` is true when this call did
   * not compute (a stored value, or a search another caller already started).
   */
  remember(key: string, compute: () => Promise<T>): Promise<{ value: T; isHit: boolean }>;
  readonly size: number;
  clear(): void;
}

/** Long enough to absorb a burst of the same search, short enough that a new listing shows soon. */
export const searchPageCacheTtlMs = 5_000;
/** About 20 KB per page (24 cards and facets): a few megabytes at most. */
export const searchPageCacheMaxEntries = 500;

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

export function createSearchPageCache<T>(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): SearchPageCache<T> {
  const ttlMs = options.ttlMs ?? searchPageCacheTtlMs;
  const maxEntries = Math.max(1, options.maxEntries ?? searchPageCacheMaxEntries);
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
        // The TTL counts from the answer, so a slow search is still reused for the whole TTL.
        entry.expiresAt = now() + ttlMs;
        return { value, isHit: false };
      } catch (error) {
        // A failed search is never served to the next caller.
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
