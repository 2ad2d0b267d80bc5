import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listingCardColumns } from '../../db/projections/listing-card.projection';
import { cities } from '../../db/schema/catalog.schema';
import { cartItems, watchlistItems } from '../../db/schema/engagement.schema';
import { listings } from '../../db/schema/listings.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

const stateColumns = {
  sellerId: listings.sellerId,
  sellerName: users.displayName,
  status: listings.status,
  soldAt: listings.soldAt,
  reservedAt: listings.reservedAt,
  reservedForUserId: listings.reservedForUserId,
};

/** Enough of a listing to judge a watch or cart request, locked so the watcher count stays exact. */
export async function lockListingForEngagement(executor: DbExecutor, listingId: string) {
  const [row] = await executor
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      status: listings.status,
      soldAt: listings.soldAt,
      reservedAt: listings.reservedAt,
      reservedForUserId: listings.reservedForUserId,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update');
  return row ?? null;
}
export type EngagementListingRow = NonNullable<Awaited<ReturnType<typeof lockListingForEngagement>>>;

export async function insertWatchlistItem(executor: DbExecutor, userId: string, listingId: string) {
  const rows = await executor
    .insert(watchlistItems)
    .values({ userId, listingId })
    .onConflictDoNothing()
    .returning({ listingId: watchlistItems.listingId });
  return rows.length > 0;
}

export async function isWatched(executor: DbExecutor, userId: string, listingId: string) {
  const rows = await executor
    .select({ listingId: watchlistItems.listingId })
    .from(watchlistItems)
    .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.listingId, listingId)));
  return rows.length > 0;
}

export async function deleteWatchlistItem(executor: DbExecutor, userId: string, listingId: string) {
  const rows = await executor
    .delete(watchlistItems)
    .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.listingId, listingId)))
    .returning({ listingId: watchlistItems.listingId });
  return rows.length > 0;
}

/** Keeps `listings.watcher_count` equal to the watchlist rows, in the transaction that changed them. */
export async function addToWatcherCounts(executor: DbExecutor, listingIds: string[], delta: 1 | -1) {
  if (listingIds.length === 0) return;
  await executor
    .update(listings)
    .set({ watcherCount: sql`GREATEST(${listings.watcherCount} + ${delta}, 0)` })
    .where(inArray(listings.id, listingIds));
}

export async function findWatcherCount(executor: DbExecutor, listingId: string): Promise<number> {
  const [row] = await executor
    .select({ watcherCount: listings.watcherCount })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row?.watcherCount ?? 0;
}

export async function countWatchlist(executor: DbExecutor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(watchlistItems)
    .where(eq(watchlistItems.userId, userId));
  return row?.total ?? 0;
}

export async function countCart(executor: DbExecutor, userId: string): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.total ?? 0;
}

export async function listWatchlistIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ listingId: watchlistItems.listingId })
    .from(watchlistItems)
    .where(eq(watchlistItems.userId, userId))
    .orderBy(desc(watchlistItems.addedAt));
  return rows.map((row) => row.listingId);
}

export function listWatchlistRows(db: Db, userId: string) {
  return db
    .select({ ...listingCardColumns, ...stateColumns, addedAt: watchlistItems.addedAt })
    .from(watchlistItems)
    .innerJoin(listings, eq(listings.id, watchlistItems.listingId))
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(watchlistItems.userId, userId))
    .orderBy(desc(watchlistItems.addedAt), desc(listings.id));
}
export type EngagementCardRow = Awaited<ReturnType<typeof listCardRowsByIds>>[number];

export async function insertCartItem(executor: DbExecutor, userId: string, listingId: string) {
  await executor.insert(cartItems).values({ userId, listingId, quantity: 1 }).onConflictDoNothing();
}

export async function deleteCartItem(executor: DbExecutor, userId: string, listingId: string) {
  await executor
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.listingId, listingId)));
}

export async function deleteCartItems(executor: DbExecutor, userId: string, listingIds: readonly string[]) {
  if (listingIds.length === 0) return;
  await executor
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.listingId, [...listingIds])));
}

export async function isInCart(executor: DbExecutor, userId: string, listingId: string) {
  const rows = await executor
    .select({ listingId: cartItems.listingId })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.listingId, listingId)));
  return rows.length > 0;
}

export function listCartRows(db: Db, userId: string) {
  return db
    .select({
      ...listingCardColumns,
      ...stateColumns,
      addedAt: cartItems.addedAt,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(listings, eq(listings.id, cartItems.listingId))
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.addedAt), desc(listings.id));
}

/** Cards of the given listings (a guest's device lists), in no particular order. */
export function listCardRowsByIds(db: Db, listingIds: string[]) {
  return db
    .select({ ...listingCardColumns, ...stateColumns })
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(
      inArray(listings.id, listingIds.length > 0 ? listingIds : ['00000000-0000-0000-0000-000000000000']),
    );
}

/** What a watcher notice says about a listing. */
export async function findListingNoticeFacts(executor: DbExecutor, listingId: string) {
  const [row] = await executor
    .select({
      id: listings.id,
      slug: listings.slug,
      title: listings.title,
      sellerId: listings.sellerId,
      priceCents: listings.priceCents,
      soldAt: listings.soldAt,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? null;
}

/** The users watching a listing, leaving out the given ones (its owner, its buyer). */
export async function listWatcherIds(executor: DbExecutor, listingId: string, excludedUserIds: string[]) {
  const rows = await executor
    .select({ userId: watchlistItems.userId })
    .from(watchlistItems)
    .where(
      and(
        eq(watchlistItems.listingId, listingId),
        excludedUserIds.length > 0 ? notInArray(watchlistItems.userId, excludedUserIds) : undefined,
      ),
    );
  return rows.map((row) => row.userId);
}
