import type { ListingAvailability, ListingAvailabilityActor } from '@shared/listings/listing-status';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { listingAvailabilityEvents, listings } from '../../db/schema/listings.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

const availabilityColumns = {
  id: listings.id,
  slug: listings.slug,
  sellerId: listings.sellerId,
  status: listings.status,
  soldAt: listings.soldAt,
  reservedAt: listings.reservedAt,
  reservedForUserId: listings.reservedForUserId,
};
export type ListingAvailabilityRow = NonNullable<Awaited<ReturnType<typeof lockListingAvailabilityRow>>>;

/** Any seller's listing, locked until the transaction ends; the service decides who may see it. */
export async function lockListingAvailabilityRow(executor: DbExecutor, id: string) {
  const [row] = await executor
    .select(availabilityColumns)
    .from(listings)
    .where(eq(listings.id, id))
    .for('update');
  return row ?? null;
}

export async function userExists(executor: DbExecutor, userId: string): Promise<boolean> {
  const [row] = await executor.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** The columns that say `to`; a sale keeps the reservation, so it still names the buyer. */
function columnsFor(
  to: ListingAvailability,
  buyerId: string | null,
): Record<string, SQL | Date | string | null> {
  switch (to) {
    case 'available':
      return { reservedAt: null, reservedForUserId: null };
    case 'reserved':
      return { reservedAt: sql`now()`, reservedForUserId: buyerId };
    case 'sold':
      return { soldAt: sql`now()` };
  }
}

/** Applies the change while the listing is still unsold (one statement); null when it was sold meanwhile. */
export async function updateListingAvailability(
  executor: DbExecutor,
  id: string,
  to: ListingAvailability,
  buyerId: string | null,
) {
  const [row] = await executor
    .update(listings)
    .set({ ...columnsFor(to, buyerId), updatedAt: sql`now()` })
    .where(and(eq(listings.id, id), isNull(listings.soldAt)))
    .returning(availabilityColumns);
  return row ?? null;
}

export interface AvailabilityEvent {
  listingId: string;
  fromAvailability: ListingAvailability;
  toAvailability: ListingAvailability;
  actorId: string | null;
  actorRole: ListingAvailabilityActor;
  buyerId: string | null;
}

export async function insertAvailabilityEvent(executor: DbExecutor, event: AvailabilityEvent): Promise<void> {
  await executor.insert(listingAvailabilityEvents).values(event);
}

export function listAvailabilityEvents(executor: DbExecutor, listingId: string) {
  return executor
    .select({
      fromAvailability: listingAvailabilityEvents.fromAvailability,
      toAvailability: listingAvailabilityEvents.toAvailability,
      actorRole: listingAvailabilityEvents.actorRole,
      actorId: listingAvailabilityEvents.actorId,
      buyerId: listingAvailabilityEvents.buyerId,
    })
    .from(listingAvailabilityEvents)
    .where(eq(listingAvailabilityEvents.listingId, listingId))
    .orderBy(listingAvailabilityEvents.createdAt);
}

/** One unit of a listing with more than one left is sold (issue 17): the quantity goes down by one. */
export async function decrementListingQuantity(executor: DbExecutor, id: string): Promise<boolean> {
  const rows = await executor
    .update(listings)
    .set({ quantity: sql`${listings.quantity} - 1`, updatedAt: sql`now()` })
    .where(and(eq(listings.id, id), isNull(listings.soldAt), sql`${listings.quantity} > 1`))
    .returning({ id: listings.id });
  return rows.length > 0;
}
