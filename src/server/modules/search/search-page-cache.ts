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
/**
 * Background refreshes at a time per process (ADR 093): two keep popular pages young while the
 * cores mostly answer callers; under overload the other stale pages wait their turn (or expire).
 * Measured on 2 cores: 1 left too many pages to expire, and callers then waited for them.
 */
export const searchPageCacheMaxRefreshing = 2;
/**
 * About 13–20 KB per page (24 cards and facets): 25–40 MB at most. 500 (ADR 078) dropped the
 * less popular of 900 repeated searches before they were asked again, so each of those was a
 * full search (ADR 093).
 */
export const searchPageCacheMaxEntries = 2_000;

export function createSearchPageCache<T>(
  options: {
    ttlMs?: number;
    staleMs?: number;
    maxRefreshing?: number;
    maxEntries?: number;
    now?: () => number;
  } = {},
): SearchPageCache<T> {
  return createExpiringCache<T>({
    ttlMs: options.ttlMs ?? searchPageCacheTtlMs,
    staleMs: options.staleMs ?? searchPageCacheStaleMs,
    maxRefreshing: options.maxRefreshing ?? searchPageCacheMaxRefreshing,
    maxEntries: options.maxEntries ?? searchPageCacheMaxEntries,
    now: options.now,
  });
}
