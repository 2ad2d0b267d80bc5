import type { DraftSnapshot } from '@shared/listings/listing-editor.schema';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { listingDrafts } from '../../db/schema/listing-drafts.schema';
import { listingMedia, listings } from '../../db/schema/listings.schema';
import { mediaAssets } from '../../db/schema/media.schema';
import type { DbExecutor } from '../../db/transaction';

export type ListingDraftRow = typeof listingDrafts.$inferSelect;

const ownDraft = (sellerId: string, id: string) =>
  and(eq(listingDrafts.id, id), eq(listingDrafts.sellerId, sellerId));

/**
 * Drafts of new listings not yet published: what the draft manager shows and the limit counts.
 * Edit drafts of live listings (one per listing at most) are reached from the listing instead.
 */
const openNewListingDrafts = (sellerId: string) =>
  and(
    eq(listingDrafts.sellerId, sellerId),
    isNull(listingDrafts.publishedListingId),
    isNull(listingDrafts.listingId),
  );

export async function countOpenDrafts(executor: DbExecutor, sellerId: string): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(listingDrafts)
    .where(openNewListingDrafts(sellerId));
  return row?.total ?? 0;
}

/** The new draft at version 1; null when a draft with the client's chosen `id` is already there. */
export async function insertDraftRow(
  executor: DbExecutor,
  values: { id?: string; sellerId: string; snapshot: DraftSnapshot; clientSessionId: string },
): Promise<ListingDraftRow | null> {
  const [row] = await executor
    .insert(listingDrafts)
    .values({ ...values, version: 1 })
    .onConflictDoNothing({ target: listingDrafts.id })
    .returning();
  return row ?? null;
}

export function listOpenDraftRows(executor: DbExecutor, sellerId: string, limit: number) {
  return executor
    .select()
    .from(listingDrafts)
    .where(openNewListingDrafts(sellerId))
    .orderBy(desc(listingDrafts.updatedAt), desc(listingDrafts.id))
    .limit(limit);
}

/** Someone else's draft reads as missing, so draft ids of other sellers do not leak. */
export async function findDraftRow(executor: DbExecutor, sellerId: string, id: string) {
  const [row] = await executor.select().from(listingDrafts).where(ownDraft(sellerId, id));
  return row ?? null;
}

/**
 * The save in one statement: it only matches while the stored version is still `baseVersion`, so
 * of two saves based on the same version exactly one wins. Null when nothing matched.
 */
export async function updateDraftAtVersion(
  executor: DbExecutor,
  sellerId: string,
  id: string,
  baseVersion: number,
  values: { snapshot: DraftSnapshot; clientSessionId: string },
): Promise<ListingDraftRow | null> {
  const [row] = await executor
    .update(listingDrafts)
    .set({
      snapshot: values.snapshot,
      clientSessionId: values.clientSessionId,
      version: sql`${listingDrafts.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        ownDraft(sellerId, id),
        eq(listingDrafts.version, baseVersion),
        isNull(listingDrafts.publishedListingId),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteDraftRow(executor: DbExecutor, sellerId: string, id: string): Promise<boolean> {
  const rows = await executor
    .delete(listingDrafts)
    .where(ownDraft(sellerId, id))
    .returning({ id: listingDrafts.id });
  return rows.length > 0;
}

/** The caller's own media among `ids` (any order); other owners' ids are simply absent. */
export function listOwnedMedia(executor: DbExecutor, ownerId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({
      id: mediaAssets.id,
      variantPrefix: mediaAssets.variantPrefix,
      variantSizes: mediaAssets.variantSizes,
      width: mediaAssets.width,
      height: mediaAssets.height,
      altText: mediaAssets.altText,
      moderation: mediaAssets.moderation,
    })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.ownerId, ownerId), inArray(mediaAssets.id, ids)));
}
export type OwnedMediaRow = Awaited<ReturnType<typeof listOwnedMedia>>[number];

/**
 * Locks the draft for publishing while it is still at `baseVersion` and unpublished, so a save or a
 * second publish waits and then finds it changed. Null when it no longer matches.
 */
export async function lockDraftForPublish(
  executor: DbExecutor,
  sellerId: string,
  id: string,
  baseVersion: number,
) {
  const [row] = await executor
    .select({ id: listingDrafts.id })
    .from(listingDrafts)
    .where(
      and(
        ownDraft(sellerId, id),
        eq(listingDrafts.version, baseVersion),
        isNull(listingDrafts.publishedListingId),
      ),
    )
    .for('update');
  return row ?? null;
}

export type NewPublishedListing = Omit<typeof listings.$inferInsert, 'id' | 'publishedAt'>;
/** What a draft decides about a listing: everything but its identity, owner, status and counters. */
export const listingContentKeys = [
  'language',
  'title',
  'description',
  'categoryId',
  'condition',
  'priceCents',
  'priceCurrency',
  'priceKind',
  'minimumOfferCents',
  'quantity',
  'attributes',
  'tags',
  'offersPickup',
  'offersShipping',
  'offersSameDay',
  'shippingOptions',
  'cityId',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof NewPublishedListing)[];
export type ListingContent = Required<Pick<NewPublishedListing, (typeof listingContentKeys)[number]>>;
/** One photo of a listing's gallery, taken from the seller's media asset. */
export interface ListingPhoto {
  mediaId: string;
  storageKey: string;
  width: number;
  height: number;
  altText: string;
  position: number;
  isPrimary: boolean;
}

export async function insertPublishedListing(executor: DbExecutor, values: NewPublishedListing) {
  const [row] = await executor
    .insert(listings)
    .values({ ...values, publishedAt: sql`now()` })
    .returning({
      id: listings.id,
      slug: listings.slug,
      status: listings.status,
      publishedAt: listings.publishedAt,
    });
  if (!row) throw new Error('listing was not inserted');
  return row;
}

export async function attachListingMedia(
  executor: DbExecutor,
  listingId: string,
  sellerId: string,
  photos: ListingPhoto[],
): Promise<void> {
  if (photos.length === 0) return;
  await executor.insert(listingMedia).values(
    photos.map((photo) => ({
      listingId,
      storageKey: photo.storageKey,
      width: photo.width,
      height: photo.height,
      altText: photo.altText,
      position: photo.position,
      isPrimary: photo.isPrimary,
    })),
  );
  await executor
    .update(mediaAssets)
    .set({ listingId, updatedAt: sql`now()` })
    .where(
      and(
        eq(mediaAssets.ownerId, sellerId),
        inArray(
          mediaAssets.id,
          photos.map((photo) => photo.mediaId),
        ),
      ),
    );
}

export async function markDraftPublished(
  executor: DbExecutor,
  sellerId: string,
  id: string,
  listingId: string,
): Promise<void> {
  await executor
    .update(listingDrafts)
    .set({ publishedListingId: listingId, updatedAt: sql`now()` })
    .where(ownDraft(sellerId, id));
}
