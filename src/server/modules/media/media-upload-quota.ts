import { mediaUploadBytesPerDay, mediaUploadsPerDay } from '@shared/media/media-asset.schema';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import {
  addUploadWithinLimits,
  deleteUploadUsageBefore,
  findUploadUsage,
  removeCountedUpload,
} from './media-upload-usage.repository';

const dayMs = 24 * 60 * 60 * 1000;
/** Yesterday's counts are kept a little, for an operator asking why an upload was refused. */
const usageKeptDays = 7;
const pruneIntervalMs = 60 * 60 * 1000;
let lastPrunedAt = 0;

/** The UTC calendar day, as the `date` column stores it. */
export const utcDayOf = (now: Date) => now.toISOString().slice(0, 10);

function secondsUntilNextUtcDay(now: Date): number {
  const nextDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.ceil((nextDay - now.getTime()) / 1000);
}

/**
 * Counts an upload against the owner's daily limits before its pixels are decoded (ADR 036), or
 * refuses it with UPLOAD_QUOTA_EXCEEDED (429, Retry-After until the next UTC day). Counted in the
 * database, so the limits hold across processes; a refused upload counts nothing. Returns the day
 * it was counted on, for `uncountUpload`.
 */
export async function countUploadAgainstDailyLimits(
  db: Db,
  ownerId: string,
  bytes: number,
  now = new Date(),
): Promise<string> {
  const day = utcDayOf(now);
  const counted = await addUploadWithinLimits(db, {
    ownerId,
    day,
    bytes,
    maxUploads: mediaUploadsPerDay,
    maxBytes: mediaUploadBytesPerDay,
  });
  if (now.getTime() - lastPrunedAt > pruneIntervalMs) {
    lastPrunedAt = now.getTime();
    await deleteUploadUsageBefore(db, utcDayOf(new Date(now.getTime() - usageKeptDays * dayMs)));
  }
  if (counted) return day;
  const usage = await findUploadUsage(db, ownerId, day);
  const limit = usage.uploads + 1 > mediaUploadsPerDay ? 'uploads' : 'bytes';
  throw new AppError(
    'UPLOAD_QUOTA_EXCEEDED',
    limit === 'uploads'
      ? `You can upload up to ${mediaUploadsPerDay} photos a day; please try again tomorrow.`
      : `You can upload up to ${mediaUploadBytesPerDay / 1024 ** 3} GB of photos a day; please try again tomorrow.`,
    {
      limit,
      uploadsPerDay: mediaUploadsPerDay,
      bytesPerDay: mediaUploadBytesPerDay,
      uploadsToday: usage.uploads,
      bytesToday: usage.bytes,
      retryAfterSeconds: secondsUntilNextUtcDay(now),
    },
  );
}

/**
 * Gives back an upload counted on `day` that was never kept because the server failed to store
 * it (a full disk, the database gone): the seller's limit pays only for photos they have (ADR 085).
 * A photo refused for its content still counts: decoding it was the expensive part.
 */
export async function uncountUpload(db: Db, ownerId: string, day: string, bytes: number): Promise<void> {
  await removeCountedUpload(db, { ownerId, day, bytes });
}
