import { cartMax, type EngagementHandoffRequest, watchlistMax } from '@shared/engagement/engagement.schema';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { presentEngagementCounts } from './engagement.presenter';
import {
  countEngagement,
  findPublishedListings,
  findWatchedListingIds,
  insertCartItems,
  insertWatchlistItems,
  lockUser,
} from './engagement.repository';
import { isAvailableTo } from './watchlist-cart.presenter';
import { addToWatcherCounts } from './watchlist-cart.repository';

/** Spec §3: a cart entry starts with quantity 1; the web never raises it. */
const cartStartQuantity = 1;

/**
 * After login the web sends its local watchlist and cart once (spec §4). Listings that are gone, not
 * published or the user's own are skipped, and so is a sold one (a cart also skips one reserved for
 * someone else); entries already stored stay as they are; the watchlist keeps the entries it has
 * and takes new ones in the order sent until it holds 100 (spec §9). The listings' watcher counts
 * rise with the new rows, in the same transaction.
 */
export async function handOffEngagement(
  db: Db,
  userId: string,
  request: EngagementHandoffRequest,
  now = new Date(),
) {
  const watchlistIds = [...new Set(request.watchlist)];
  const cartEntries = request.cart.filter(
    (entry, index) => request.cart.findIndex((other) => other.listingId === entry.listingId) === index,
  );
  const counts = await runInTransaction(db, async (executor) => {
    if (!(await lockUser(executor, userId))) {
      throw new AppError('UNAUTHENTICATED', 'This account no longer exists');
    }
    const listings = await findPublishedListings(executor, [
      ...new Set([...watchlistIds, ...cartEntries.map((entry) => entry.listingId)]),
    ]);
    const others = listings.filter((listing) => listing.sellerId !== userId && listing.soldAt === null);
    const published = new Set(others.map((listing) => listing.id));
    const buyable = new Set(
      others.filter((listing) => isAvailableTo(listing, userId)).map((listing) => listing.id),
    );
    const watched = await findWatchedListingIds(executor, userId);
    const freeSlots = Math.max(0, watchlistMax - watched.size);
    const newlyWatched = watchlistIds
      .filter((id) => published.has(id) && !watched.has(id))
      .slice(0, freeSlots);
    await insertWatchlistItems(executor, userId, newlyWatched);
    await addToWatcherCounts(executor, newlyWatched, 1);
    const before = await countEngagement(executor, userId);
    await insertCartItems(
      executor,
      userId,
      cartEntries
        .filter((entry) => buyable.has(entry.listingId))
        // Like the watchlist, a cart keeps what it has and takes new entries up to its limit.
        .slice(0, Math.max(0, cartMax - before.cartCount))
        .map((entry) => ({
          listingId: entry.listingId,
          quantity: cartStartQuantity,
          // A clock ahead of ours must not date an entry in the future.
          addedAt: new Date(Math.min(Date.parse(entry.addedAt), now.getTime())),
        })),
    );
    return countEngagement(executor, userId);
  });
  return presentEngagementCounts(counts);
}
