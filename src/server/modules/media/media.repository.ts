import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { listingDrafts } from '../../db/schema/listing-drafts.schema';
import { listingMedia } from '../../db/schema/listings.schema';
import { mediaAssets } from '../../db/schema/media.schema';
import type { DbExecutor } from '../../db/transaction';

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
export type NewMediaAssetRow = typeof mediaAssets.$inferInsert;
export type MediaAssetChanges = Partial<
  Pick<
    MediaAssetRow,
    | 'variantPrefix'
    | 'variantSizes'
    | 'crop'
    | 'altText'
    | 'altTextStatus'
    | 'altTextEdited'
    | 'altTextLanguage'
    | 'analysis'
    | 'nsfwScore'
    | 'moderation'
  >
>;

const ownedBy = (ownerId: string, id: string) =>
  and(eq(mediaAssets.id, id), eq(mediaAssets.ownerId, ownerId));

export async function findMediaAssetRow(executor: DbExecutor, ownerId: string, id: string) {
  const [row] = await executor.select().from(mediaAssets).where(ownedBy(ownerId, id));
  return row ?? null;
}

/** Any owner's asset: for background work that already knows the asset exists. */
export async function findMediaAssetRowById(executor: DbExecutor, id: string) {
  const [row] = await executor.select().from(mediaAssets).where(eq(mediaAssets.id, id));
  return row ?? null;
}

export async function findMediaAssetRowByHash(executor: DbExecutor, ownerId: string, contentHash: string) {
  const [row] = await executor
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.ownerId, ownerId), eq(mediaAssets.contentHash, contentHash)));
  return row ?? null;
}

/** The owner's newest assets, or exactly the given ones (in no particular order). */
export function listMediaAssetRows(
  executor: DbExecutor,
  ownerId: string,
  options: { ids?: string[]; limit: number },
) {
  const conditions = [eq(mediaAssets.ownerId, ownerId)];
  if (options.ids) conditions.push(inArray(mediaAssets.id, options.ids));
  return executor
    .select()
    .from(mediaAssets)
    .where(and(...conditions))
    .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
    .limit(options.limit);
}

/**
 * Assets of any owner whose alt text is being written, oldest first, after the asset `afterId`
 * (keyset on the creation time, which never changes while the rows are being worked on; read from
 * the row itself, since a JavaScript date would drop its microseconds).
 */
export function listMediaAssetRowsGeneratingAltText(
  executor: DbExecutor,
  options: { limit: number; afterId?: string },
) {
  const conditions = [eq(mediaAssets.altTextStatus, 'generating')];
  if (options.afterId) {
    conditions.push(
      sql`(${mediaAssets.createdAt}, ${mediaAssets.id}) > (select previous.created_at, previous.id from media_assets previous where previous.id = ${options.afterId}::uuid)`,
    );
  }
  return executor
    .select()
    .from(mediaAssets)
    .where(and(...conditions))
    .orderBy(asc(mediaAssets.createdAt), asc(mediaAssets.id))
    .limit(options.limit);
}

/** Null when the owner already has an asset with these bytes (two uploads of one photo raced). */
export async function insertMediaAssetRow(executor: DbExecutor, row: NewMediaAssetRow) {
  const [inserted] = await executor
    .insert(mediaAssets)
    .values(row)
    .onConflictDoNothing({ target: [mediaAssets.ownerId, mediaAssets.contentHash] })
    .returning();
  return inserted ?? null;
}

export async function updateMediaAssetRow(
  executor: DbExecutor,
  ownerId: string,
  id: string,
  changes: MediaAssetChanges,
  options: { onlyWhenAltTextStatus?: MediaAssetRow['altTextStatus'] } = {},
) {
  const conditions = [ownedBy(ownerId, id)];
  if (options.onlyWhenAltTextStatus) {
    conditions.push(eq(mediaAssets.altTextStatus, options.onlyWhenAltTextStatus));
  }
  const [row] = await executor
    .update(mediaAssets)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(...conditions))
    .returning();
  return row ?? null;
}

/**
 * Whether a listing's gallery shows these variants: galleries copy the variant prefix (not the
 * asset id), so one upload can back several listings of its owner (uploads are de-duplicated).
 */
export async function isVariantPrefixInListings(executor: DbExecutor, variantPrefix: string) {
  const [row] = await executor
    .select({ id: listingMedia.id })
    .from(listingMedia)
    .where(eq(listingMedia.storageKey, variantPrefix))
    .limit(1);
  return row !== undefined;
}

/** Whether an open (unpublished) draft of the owner still holds the asset among its photos. */
export async function isMediaAssetInDrafts(executor: DbExecutor, ownerId: string, id: string) {
  const [row] = await executor
    .select({ id: listingDrafts.id })
    .from(listingDrafts)
    .where(
      and(
        eq(listingDrafts.sellerId, ownerId),
        isNull(listingDrafts.publishedListingId),
        sql`coalesce(${listingDrafts.snapshot} -> 'fields' -> 'mediaIds', '[]'::jsonb) ? ${id}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Deletes the owner's asset unless a listing's gallery or an open draft still uses it (decided
 * under a row lock, so a publish that copies the asset meanwhile waits): 'kept' then, and its
 * files must stay. Null when there is no such asset.
 */
export async function deleteUnusedMediaAssetRow(executor: DbExecutor, ownerId: string, id: string) {
  const [row] = await executor.select().from(mediaAssets).where(ownedBy(ownerId, id)).for('update');
  if (!row) return null;
  if (
    (await isVariantPrefixInListings(executor, row.variantPrefix)) ||
    (await isMediaAssetInDrafts(executor, ownerId, id))
  ) {
    return 'kept' as const;
  }
  const [deleted] = await executor.delete(mediaAssets).where(ownedBy(ownerId, id)).returning();
  return deleted ?? null;
}

/** How many of these ids belong to the owner. */
export async function countOwnedMediaAssets(executor: DbExecutor, ownerId: string, ids: string[]) {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.ownerId, ownerId), inArray(mediaAssets.id, ids)));
  return row?.count ?? 0;
}

/** Position = index in `ids`; exactly `primaryId` is primary among them. */
export async function arrangeMediaAssetRows(
  executor: DbExecutor,
  ownerId: string,
  ids: string[],
  primaryId: string,
) {
  const now = new Date();
  for (const [position, id] of ids.entries()) {
    await executor
      .update(mediaAssets)
      .set({ position, isPrimary: id === primaryId, updatedAt: now })
      .where(ownedBy(ownerId, id));
  }
}
