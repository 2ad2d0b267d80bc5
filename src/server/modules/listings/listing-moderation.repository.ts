import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listingMedia, listings } from '../../db/schema/listings.schema';
import type { DbExecutor } from '../../db/transaction';

type Executor = Db | DbExecutor;

/** What a moderator sees of a listing, and what a restriction changes (ADR 065). */
export async function findListingForModeration(executor: Executor, listingId: string) {
  const [row] = await executor
    .select({
      id: listings.id,
      slug: listings.slug,
      sellerId: listings.sellerId,
      status: listings.status,
      title: listings.title,
      description: listings.description,
      priceCents: listings.priceCents,
      moderationRestriction: listings.moderationRestriction,
      moderationRestrictedAt: listings.moderationRestrictedAt,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? null;
}

export function findListingPhotoKeys(executor: Executor, listingId: string) {
  return executor
    .select({ id: listingMedia.id, storageKey: listingMedia.storageKey })
    .from(listingMedia)
    .where(eq(listingMedia.listingId, listingId))
    .orderBy(asc(listingMedia.position));
}

export async function setListingModerationState(
  executor: DbExecutor,
  listingId: string,
  state: {
    status: 'DRAFT' | 'READY' | 'PUBLISHED' | 'NEEDS_ACTION' | 'ARCHIVED';
    restriction: 'restricted' | 'removed' | null;
    restrictedAt: Date | null;
  },
) {
  await executor
    .update(listings)
    .set({
      status: state.status,
      moderationRestriction: state.restriction,
      moderationRestrictedAt: state.restrictedAt,
      updatedAt: sql`now()`,
    })
    .where(eq(listings.id, listingId));
}

/** A seller's live listings go to NEEDS_ACTION (suspension); returns which ones moved. */
export async function hidePublishedListingsOf(executor: DbExecutor, sellerId: string): Promise<string[]> {
  const rows = await executor
    .update(listings)
    .set({ status: 'NEEDS_ACTION', updatedAt: sql`now()` })
    .where(and(eq(listings.sellerId, sellerId), eq(listings.status, 'PUBLISHED')))
    .returning({ id: listings.id });
  return rows.map((row) => row.id);
}

/** Back to PUBLISHED, only those still waiting in NEEDS_ACTION without a restriction of their own. */
export async function republishListings(executor: DbExecutor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .update(listings)
    .set({ status: 'PUBLISHED', updatedAt: sql`now()` })
    .where(
      and(
        inArray(listings.id, ids),
        eq(listings.status, 'NEEDS_ACTION'),
        sql`${listings.moderationRestriction} IS NULL`,
      ),
    )
    .returning({ id: listings.id });
  return rows.map((row) => row.id);
}
