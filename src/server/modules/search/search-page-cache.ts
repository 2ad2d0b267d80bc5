import { createExpiringCache, type ExpiringCache } from '../../core/expiring-cache';

/**
 * A short-lived cache of search first pages (ADR 078): real traffic repeats queries, so the popular
 * ones are answered from memory for a few seconds instead of searched again. Per process: every
 * entry expires after `ttlMs`, so two app nodes disagree for at most that long, which a search
 * page may (it reads a replica that lags by up to a second anyway). Bounded: at most `maxEntries`,
 * the least recently used dropped first. Concurrent misses of one key share one search.
 */
export type SearchPageCache<T> = ExpiringCache<T>;

/** Long enough to absorb a burst of the same search, short enough that a new listing shows soon. */
export const searchPageCacheTtlMs = 5_000;
/** About 20 KB per page (24 cards and facets): a few megabytes at most. */
export const searchPageCacheMaxEntries = 500;

export function createSearchPageCache<T>(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): SearchPageCache<T> {
  return createExpiringCache<T>({
    ttlMs: options.ttlMs ?? searchPageCacheTtlMs,
    maxEntries: options.maxEntries ?? searchPageCacheMaxEntries,
    now: options.now,
  });
}
