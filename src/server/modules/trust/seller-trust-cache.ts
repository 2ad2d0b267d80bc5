import { createExpiringCache } from '../../core/expiring-cache';
import type { Db } from '../../db/database';
import { type SellerTrust, sellerTrust } from './trust.service';

/**
 * How long a node reuses a seller's trust figures on other people's listing pages (ADR 088). They
 * summarise months of orders, reviews and chats; a badge or a count a minute late misleads nobody,
 * and no purchase depends on it (the listing's own state is never cached).
 */
export const sellerTrustCacheTtlMs = 60_000;
/** A few hundred bytes each: well under a megabyte per node. */
export const sellerTrustCacheMaxEntries = 2_000;

export type SellerTrustOf = (sellerId: string, now: Date) => Promise<SellerTrust>;

/**
 * One reader per app: the figures of `sellerTrust`, kept per seller for `ttlMs` (per node, so
 * nodes may differ for that long; nothing to share across nodes, ADR 083).
 */
export function createCachedSellerTrust(
  db: Db,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): SellerTrustOf {
  const figures = createExpiringCache<SellerTrust>({
    ttlMs: options.ttlMs ?? sellerTrustCacheTtlMs,
    maxEntries: options.maxEntries ?? sellerTrustCacheMaxEntries,
    now: options.now,
  });
  return async (sellerId, now) =>
    (await figures.remember(sellerId, () => sellerTrust(db, sellerId, now))).value;
}
