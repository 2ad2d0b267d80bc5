import { type EngagementHandoffRequest, watchlistMax } from '@shared/engagement/engagement.schema';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { presentEngagementCounts } from './engagement.presenter';
import {
  countEngagement,
  findPublishedListingIds,
  findWatchedListingIds,
  insertCartItems,
  insertWatchlistItems,
  lockUser,
} from './engagement.repository';

/** Spec §3: a cart entry starts with quantity 1; the web never raises it. */
const cartStartQuantity = 1;

/**
 * After login the web sends its local watchlist and cart once (spec §4). Listings that are gone or
 * not published are skipped; entries already stored stay as they are; the watchlist keeps the
 * entries it has and takes new ones in the order sent until it holds 100 (spec §9).
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
    const published = await findPublishedListingIds(executor, [
      ...new Set([...watchlistIds, ...cartEntries.map((entry) => entry.listingId)]),
    ]);
    const watched = await findWatchedListingIds(executor, userId);
    const freeSlots = Math.max(0, watchlistMax - watched.size);
    const newlyWatched = watchlistIds
      .filter((id) => published.has(id) && !watched.has(id))
      .slice(0, freeSlots);
    await insertWatchlistItems(executor, userId, newlyWatched);
    await insertCartItems(
      executor,
      userId,
      cartEntries
        .filter((entry) => published.has(entry.listingId))
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
