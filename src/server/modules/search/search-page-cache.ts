import { createExpiringCache, type ExpiringCache } from '../../core/expiring-cache';

/**
 * A short-lived cache of search first pages (ADR 078): real traffic repeats queries, so the popular
 * ones are answered from memory for a few seconds instead of searched again. Per process: every
 * entry is fresh for `ttlMs`, then served stale for at most `staleMs` more while one search in the
 * background replaces it (ADR 093), so two app nodes disagree for at most that long, which a search
 * page may (it reads a replica that lags by up to a second anyway). Bounded: at most `maxEntries`,
 * the least recently used dropped first. Concurrent misses of one key share one search.
 */
export type SearchPageCache<T> = ExpiringCache<T>;

/** Long enough to absorb a burst of the same search, short enough that a new listing shows soon. */
export const searchPageCacheTtlMs = 5_000;
/**
 * How long past its TTL a page is still answered while its refresh runs (ADR 093): a popular search
 * is searched once per TTL and nobody waits for it; a page is never older than TTL + this.
 */
export const searchPageCacheStaleMs = 25_000;
/** About 20 KB per page (24 cards and facets): a few megabytes at most. */
export const searchPageCacheMaxEntries = 500;

export function createSearchPageCache<T>(
  options: { ttlMs?: number; staleMs?: number; maxEntries?: number; now?: () => number } = {},
): SearchPageCache<T> {
  return createExpiringCache<T>({
    ttlMs: options.ttlMs ?? searchPageCacheTtlMs,
    staleMs: options.staleMs ?? searchPageCacheStaleMs,
    maxEntries: options.maxEntries ?? searchPageCacheMaxEntries,
    now: options.now,
  });
}
