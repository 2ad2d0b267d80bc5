import { and, eq, lt, sql } from 'drizzle-orm';
import { mediaUploadUsage } from '../../db/schema/media.schema';
import type { DbExecutor } from '../../db/transaction';

export interface UploadUsage {
  uploads: number;
  bytes: number;
}

/**
 * Counts one upload of `bytes` for the owner's day, but only while both totals stay within the
 * limits: one statement, so two processes (or two requests) cannot both take the last place.
 * Null when the upload would go over a limit; nothing is counted then.
 */
export async function addUploadWithinLimits(
  executor: DbExecutor,
  usage: { ownerId: string; day: string; bytes: number; maxUploads: number; maxBytes: number },
): Promise<UploadUsage | null> {
  const [row] = await executor
    .insert(mediaUploadUsage)
    .values({ ownerId: usage.ownerId, day: usage.day, uploads: 1, bytes: usage.bytes })
    .onConflictDoUpdate({
      target: [mediaUploadUsage.ownerId, mediaUploadUsage.day],
      set: {
        uploads: sql`${mediaUploadUsage.uploads} + 1`,
        bytes: sql`${mediaUploadUsage.bytes} + excluded.bytes`,
      },
      setWhere: sql`${mediaUploadUsage.uploads} + 1 <= ${usage.maxUploads} and ${mediaUploadUsage.bytes} + excluded.bytes <= ${usage.maxBytes}`,
    })
    .returning({ uploads: mediaUploadUsage.uploads, bytes: mediaUploadUsage.bytes });
  return row ?? null;
}

/** Takes one counted upload of `bytes` back (it was never stored); never below zero. */
export async function removeCountedUpload(
  executor: DbExecutor,
  usage: { ownerId: string; day: string; bytes: number },
): Promise<void> {
  await executor
    .update(mediaUploadUsage)
    .set({
      uploads: sql`greatest(${mediaUploadUsage.uploads} - 1, 0)`,
      bytes: sql`greatest(${mediaUploadUsage.bytes} - ${usage.bytes}, 0)`,
    })
    .where(and(eq(mediaUploadUsage.ownerId, usage.ownerId), eq(mediaUploadUsage.day, usage.day)));
}

export async function findUploadUsage(
  executor: DbExecutor,
  ownerId: string,
  day: string,
): Promise<UploadUsage> {
  const [row] = await executor
    .select({ uploads: mediaUploadUsage.uploads, bytes: mediaUploadUsage.bytes })
    .from(mediaUploadUsage)
    .where(and(eq(mediaUploadUsage.ownerId, ownerId), eq(mediaUploadUsage.day, day)));
  return row ?? { uploads: 0, bytes: 0 };
}

export async function deleteUploadUsageBefore(executor: DbExecutor, day: string): Promise<void> {
  await executor.delete(mediaUploadUsage).where(lt(mediaUploadUsage.day, day));
}
