import { and, count, eq, inArray } from 'drizzle-orm';
import { cartItems, watchlistItems } from '../../db/schema/engagement.schema';
import { listings } from '../../db/schema/listings.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

/** Locks the user's row for the transaction, so two handoffs cannot both fill the last slots. */
export async function lockUser(executor: DbExecutor, userId: string): Promise<boolean> {
  const rows = await executor.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export async function findPublishedListings(executor: DbExecutor, listingIds: string[]) {
  if (listingIds.length === 0) return [];
  return executor
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      status: listings.status,
      soldAt: listings.soldAt,
      reservedAt: listings.reservedAt,
      reservedForUserId: listings.reservedForUserId,
    })
    .from(listings)
    .where(and(inArray(listings.id, listingIds), eq(listings.status, 'PUBLISHED')));
}

export async function findWatchedListingIds(executor: DbExecutor, userId: string): Promise<Set<string>> {
  const rows = await executor
    .select({ listingId: watchlistItems.listingId })
    .from(watchlistItems)
    .where(eq(watchlistItems.userId, userId));
  return new Set(rows.map((row) => row.listingId));
}

export async function insertWatchlistItems(executor: DbExecutor, userId: string, listingIds: string[]) {
  if (listingIds.length === 0) return;
  await executor
    .insert(watchlistItems)
    .values(listingIds.map((listingId) => ({ userId, listingId })))
    .onConflictDoNothing();
}

/** An entry already in the cart stays as it is: adding the same listing again does nothing. */
export async function insertCartItems(
  executor: DbExecutor,
  userId: string,
  entries: Array<{ listingId: string; quantity: number; addedAt: Date }>,
) {
  if (entries.length === 0) return;
  await executor
    .insert(cartItems)
    .values(entries.map((entry) => ({ userId, ...entry })))
    .onConflictDoNothing();
}

export async function countEngagement(executor: DbExecutor, userId: string) {
  const [watchlist] = await executor
    .select({ total: count() })
    .from(watchlistItems)
    .where(eq(watchlistItems.userId, userId));
  const [cart] = await executor
    .select({ total: count() })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return { watchlistCount: watchlist?.total ?? 0, cartCount: cart?.total ?? 0 };
}

export type EngagementCountsRow = Awaited<ReturnType<typeof countEngagement>>;
