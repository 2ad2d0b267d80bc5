import type { DbExecutor } from '../../db/transaction';
import { notifyListingWatchers, type WatchedListingEvent } from '../notifications/notifications.service';
import { findListingNoticeFacts, listWatcherIds } from './watchlist-cart.repository';

export interface WatchedListingChange {
  listingId: string;
  event: WatchedListingEvent;
  /** For a price drop: the price before it. */
  previousPriceCents?: number | null;
  /** Besides the owner, who is told nothing (the buyer the listing was reserved for or sold to). */
  excludedUserIds?: ReadonlyArray<string | null>;
}

/**
 * Called by the listings module inside the transaction that dropped the price or reserved or sold
 * the listing (ADR 062): one read of the watchers and one insert of their notices, cheap enough
 * for a transaction, and never a job enqueued inside one (that deadlocks the embedded engine).
 * A listing's watchers are at most its watcher count; each user is told once per listing, event
 * and price. Returns how many were told.
 */
export async function notifyWatchersOfListingChange(
  executor: DbExecutor,
  change: WatchedListingChange,
): Promise<number> {
  const listing = await findListingNoticeFacts(executor, change.listingId);
  if (!listing) return 0;
  // A sold listing's new price tells its watchers nothing they could act on.
  if (change.event === 'price_drop' && listing.soldAt !== null) return 0;
  const excluded = [listing.sellerId, ...(change.excludedUserIds ?? [])].filter(
    (id): id is string => typeof id === 'string',
  );
  const watcherIds = await listWatcherIds(executor, listing.id, excluded);
  if (watcherIds.length === 0) return 0;
  return notifyListingWatchers(executor, watcherIds, {
    event: change.event,
    listingId: listing.id,
    listingSlug: listing.slug,
    listingTitle: listing.title,
    priceCents: listing.priceCents,
    previousPriceCents: change.previousPriceCents ?? null,
  });
}
