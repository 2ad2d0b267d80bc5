import { cartMax, watchlistMax } from '@shared/engagement/engagement.schema';
import type { Cart, WatchlistItem } from '@shared/engagement/watchlist-cart.schema';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { type DbExecutor, runInTransaction } from '../../db/transaction';
import { lockUser } from './engagement.repository';
import {
  engagementAvailabilityOf,
  isAvailableTo,
  presentCart,
  presentWatchlistItem,
} from './watchlist-cart.presenter';
import {
  addToWatcherCounts,
  countCart,
  countWatchlist,
  deleteCartItem,
  deleteCartItems,
  deleteWatchlistItem,
  type EngagementListingRow,
  findWatcherCount,
  insertCartItem,
  insertWatchlistItem,
  isInCart,
  isWatched,
  listCardRowsByIds,
  listCartRows,
  listWatchlistIds,
  listWatchlistRows,
  lockListingForEngagement,
} from './watchlist-cart.repository';

const listingNotFound = () => new AppError('NOT_FOUND', 'Listing not found');

/** Drafts and listings not yet live are nobody's business but their seller's: they read as missing. */
function assertVisible(listing: EngagementListingRow | null): asserts listing is EngagementListingRow {
  if (!listing || listing.status === 'DRAFT' || listing.status === 'READY') throw listingNotFound();
}

export interface WatchToggleResult {
  listingId: string;
  isWatched: boolean;
  watcherCount: number;
  watchlistCount: number;
}

/**
 * `PUT /api/watchlist/{id}`: watching is idempotent; the listing's watcher count rises only when a
 * row was added, in the same transaction. One's own listing cannot be watched (as on Kleinanzeigen),
 * and a full watchlist (100, spec §9) refuses a new entry. Sold or removed listings may still be
 * kept, but not newly watched.
 */
export function watchListing(db: Db, userId: string, listingId: string): Promise<WatchToggleResult> {
  return runInTransaction(db, async (executor) => {
    if (!(await lockUser(executor, userId)))
      throw new AppError('UNAUTHENTICATED', 'This account no longer exists');
    const listing = await lockListingForEngagement(executor, listingId);
    assertVisible(listing);
    if (listing.sellerId === userId) throw new AppError('OWN_LISTING', 'You cannot watch your own listing.');
    if (await isWatched(executor, userId, listingId)) {
      return {
        listingId,
        isWatched: true,
        watcherCount: await findWatcherCount(executor, listingId),
        watchlistCount: await countWatchlist(executor, userId),
      };
    }
    const availability = engagementAvailabilityOf(listing);
    if (availability === 'sold' || availability === 'removed') {
      throw new AppError('LISTING_UNAVAILABLE', 'A sold or removed listing cannot be watched.', {
        availability,
      });
    }
    const watchlistCount = await countWatchlist(executor, userId);
    if (watchlistCount >= watchlistMax) {
      throw new AppError('LIMIT_REACHED', `A watchlist holds at most ${watchlistMax} listings.`, {
        limit: watchlistMax,
      });
    }
    await insertWatchlistItem(executor, userId, listingId);
    await addToWatcherCounts(executor, [listingId], 1);
    return {
      listingId,
      isWatched: true,
      watcherCount: await findWatcherCount(executor, listingId),
      watchlistCount: watchlistCount + 1,
    };
  });
}

/** `DELETE /api/watchlist/{id}`: idempotent; the count falls only when a row went. */
export function unwatchListing(db: Db, userId: string, listingId: string): Promise<WatchToggleResult> {
  return runInTransaction(db, async (executor) => {
    const listing = await lockListingForEngagement(executor, listingId);
    const isRemoved = await deleteWatchlistItem(executor, userId, listingId);
    if (isRemoved) await addToWatcherCounts(executor, [listingId], -1);
    return {
      listingId,
      isWatched: false,
      watcherCount: listing ? await findWatcherCount(executor, listingId) : 0,
      watchlistCount: await countWatchlist(executor, userId),
    };
  });
}

export async function getWatchlist(db: Db, userId: string): Promise<WatchlistItem[]> {
  const rows = await listWatchlistRows(db, userId);
  return rows.map((row) => presentWatchlistItem(row, row.addedAt));
}

export function getWatchlistIds(db: Db, userId: string): Promise<string[]> {
  return listWatchlistIds(db, userId);
}

export async function getCart(db: Db, userId: string): Promise<Cart> {
  return presentCart(await listCartRows(db, userId), userId);
}

/**
 * `PUT /api/cart/{id}`: quantity 1, and adding the same listing again does nothing (spec §4). Only
 * a listing the buyer could buy now goes in: not their own, not sold, removed or reserved for
 * someone else.
 */
export async function addToCart(db: Db, userId: string, listingId: string): Promise<Cart> {
  await runInTransaction(db, async (executor) => {
    if (!(await lockUser(executor, userId)))
      throw new AppError('UNAUTHENTICATED', 'This account no longer exists');
    const listing = await lockListingForEngagement(executor, listingId);
    assertVisible(listing);
    if (listing.sellerId === userId) throw new AppError('OWN_LISTING', 'You cannot buy your own listing.');
    if (await isInCart(executor, userId, listingId)) return;
    if (!isAvailableTo(listing, userId)) {
      throw new AppError('LISTING_UNAVAILABLE', 'This listing can no longer be bought.', {
        availability: engagementAvailabilityOf(listing),
      });
    }
    if ((await countCart(executor, userId)) >= cartMax) {
      throw new AppError('LIMIT_REACHED', `A cart holds at most ${cartMax} listings.`, { limit: cartMax });
    }
    await insertCartItem(executor, userId, listingId);
  });
  return getCart(db, userId);
}

/** `DELETE /api/cart/{id}`: idempotent. */
export async function removeFromCart(db: Db, userId: string, listingId: string): Promise<Cart> {
  await deleteCartItem(db, userId, listingId);
  return getCart(db, userId);
}

/**
 * What was just ordered leaves the buyer's cart, in the order's transaction (issue 17), so the
 * cart never offers to check out a listing that is already the buyer's order.
 */
export async function takeOrderedOutOfCart(
  executor: DbExecutor,
  userId: string,
  listingIds: readonly string[],
) {
  await deleteCartItems(executor, userId, listingIds);
}

/** A guest's device watchlist as cards; ids of drafts and deleted listings are left out. */
export async function previewWatchlist(
  db: Db,
  listingIds: string[],
  now = new Date(),
): Promise<WatchlistItem[]> {
  const rows = await listCardRowsByIds(db, listingIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return listingIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row || row.status === 'DRAFT' || row.status === 'READY') return [];
    return [presentWatchlistItem(row, now)];
  });
}

/** A guest's device cart grouped as an account's; the web puts its own added dates back. */
export async function previewCart(db: Db, listingIds: string[], now = new Date()): Promise<Cart> {
  const rows = await listCardRowsByIds(db, listingIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return presentCart(
    listingIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row || row.status === 'DRAFT' || row.status === 'READY') return [];
      return [{ ...row, addedAt: now, quantity: 1 }];
    }),
    null,
  );
}
