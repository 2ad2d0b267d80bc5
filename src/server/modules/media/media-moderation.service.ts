import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mediaAssets } from '../../db/schema/media.schema';
import type { DbExecutor } from '../../db/transaction';
import { mediaUrl } from './media-url';

/**
 * Issue 18 (ADR 064): held photos reach the moderation queue, and a moderator's `release` clears
 * the hold (the photo can be used again), which no route could do before. Kept beside the media
 * module's own queries so moderation never touches media tables itself.
 */
type Executor = Db | DbExecutor;

const photoColumns = {
  id: mediaAssets.id,
  ownerId: mediaAssets.ownerId,
  listingId: mediaAssets.listingId,
  variantPrefix: mediaAssets.variantPrefix,
  originalName: mediaAssets.originalName,
  moderation: mediaAssets.moderation,
  nsfwScore: mediaAssets.nsfwScore,
  createdAt: mediaAssets.createdAt,
};

/** Every photo the nudity check holds, oldest first (a partial index keeps this cheap). */
export async function listHeldPhotos(db: Executor) {
  const rows = await db
    .select(photoColumns)
    .from(mediaAssets)
    .where(eq(mediaAssets.moderation, 'held'))
    .orderBy(asc(mediaAssets.createdAt))
    .limit(500);
  return rows.map(({ variantPrefix: _prefix, ...row }) => row);
}

export async function findPhotoForModeration(db: Executor, assetId: string) {
  const [row] = await db.select(photoColumns).from(mediaAssets).where(eq(mediaAssets.id, assetId));
  if (!row) return null;
  const { variantPrefix, ...rest } = row;
  return { ...rest, url: mediaUrl(variantPrefix, 'detail') };
}

/** `clear` releases a held photo; `held` puts the hold back (an upheld objection to a release). */
export async function setPhotoModeration(
  executor: DbExecutor,
  assetId: string,
  moderation: 'clear' | 'held',
): Promise<'clear' | 'held' | null> {
  const before = await findPhotoForModeration(executor, assetId);
  if (!before) return null;
  await executor
    .update(mediaAssets)
    .set({ moderation, updatedAt: sql`now()` })
    .where(eq(mediaAssets.id, assetId));
  return before.moderation;
}
