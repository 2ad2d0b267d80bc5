import type { ListingStatus, ListingStatusActor } from '@shared/listings/listing-status';
import { and, desc, eq, sql } from 'drizzle-orm';
import { listingStatusEvents } from '../../db/schema/listing-drafts.schema';
import { listings } from '../../db/schema/listings.schema';
import type { DbExecutor } from '../../db/transaction';

const statusColumns = {
  id: listings.id,
  slug: listings.slug,
  sellerId: listings.sellerId,
  status: listings.status,
  publishedAt: listings.publishedAt,
  moderationRestriction: listings.moderationRestriction,
};
export type ListingStatusRow = NonNullable<Awaited<ReturnType<typeof lockListingStatusRow>>>;

/**
 * Any seller's listing, locked until the transaction ends (the service decides who may see it),
 * so the history read next still describes it when the move is applied.
 */
export async function lockListingStatusRow(executor: DbExecutor, id: string) {
  const [row] = await executor.select(statusColumns).from(listings).where(eq(listings.id, id)).for('update');
  return row ?? null;
}

/** The status the listing was last archived from; null when its history does not say (seeded rows). */
export async function findArchivedFrom(
  executor: DbExecutor,
  listingId: string,
): Promise<ListingStatus | null> {
  const [row] = await executor
    .select({ fromStatus: listingStatusEvents.fromStatus })
    .from(listingStatusEvents)
    .where(and(eq(listingStatusEvents.listingId, listingId), eq(listingStatusEvents.toStatus, 'ARCHIVED')))
    .orderBy(desc(listingStatusEvents.createdAt))
    .limit(1);
  return (row?.fromStatus as ListingStatus | undefined) ?? null;
}

/**
 * Moves the listing only while it is still in `from` (one statement), so two concurrent changes
 * cannot both apply. Going live keeps an earlier publish date (a restore is not a new listing, so
 * saved-search alerts do not fire again). Null when the status changed in between.
 */
export async function updateListingStatusFrom(
  executor: DbExecutor,
  id: string,
  from: ListingStatus,
  to: ListingStatus,
) {
  const [row] = await executor
    .update(listings)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(to === 'PUBLISHED' ? { publishedAt: sql`coalesce(${listings.publishedAt}, now())` } : {}),
    })
    .where(and(eq(listings.id, id), eq(listings.status, from)))
    .returning(statusColumns);
  return row ?? null;
}

export interface StatusEvent {
  listingId: string;
  fromStatus: ListingStatus;
  toStatus: ListingStatus;
  actorId: string | null;
  actorRole: ListingStatusActor;
  reason?: string | null;
}

export async function insertStatusEvents(executor: DbExecutor, events: StatusEvent[]): Promise<void> {
  if (events.length === 0) return;
  // Steps of one change share a statement but keep their order through the createdAt offsets.
  await executor.insert(listingStatusEvents).values(
    events.map((event, index) => ({
      ...event,
      reason: event.reason ?? null,
      createdAt: sql`now() + ${`${index} microseconds`}::interval`,
    })),
  );
}

export function listStatusEvents(executor: DbExecutor, listingId: string) {
  return executor
    .select({
      fromStatus: listingStatusEvents.fromStatus,
      toStatus: listingStatusEvents.toStatus,
      actorRole: listingStatusEvents.actorRole,
      actorId: listingStatusEvents.actorId,
      reason: listingStatusEvents.reason,
    })
    .from(listingStatusEvents)
    .where(eq(listingStatusEvents.listingId, listingId))
    .orderBy(listingStatusEvents.createdAt);
}
