import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Language } from '@shared/i18n/languages';
import {
  type MediaAsset,
  type mediaArrangementRequestSchema,
  mediaCropMessages,
  type mediaCropRequestSchema,
  type mediaUploadFieldsSchema,
  mediaUploadMaxBytes,
  mediaVariantNames,
} from '@shared/media/media-asset.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { runInTransaction } from '../../db/transaction';
import { presentMediaAsset } from './media.presenter';
import {
  arrangeMediaAssetRows,
  countOwnedMediaAssets,
  deleteUnusedMediaAssetRow,
  findMediaAssetRow,
  findMediaAssetRowByHash,
  insertMediaAssetRow,
  isVariantPrefixInListings,
  listMediaAssetRows,
  type MediaAssetRow,
  updateMediaAssetRow,
} from './media.repository';
import { startAltTextGeneration } from './media-alt-text.service';
import type { MediaDependencies } from './media-analysis.service';
import { processUpload, type RenderedVariants, renderCroppedVariants } from './media-image-processing';
import type { MediaStorage, StoredMedia } from './media-storage';
import { mediaStoresOf, uploadPrefixRoot } from './media-storage-selection';
import { countUploadAgainstDailyLimits, uncountUpload } from './media-upload-quota';
import { sniffImageType } from './sniff-image-type';

type UploadFields = z.output<typeof mediaUploadFieldsSchema>;
type CropInput = z.output<typeof mediaCropRequestSchema>;
type ArrangementInput = z.output<typeof mediaArrangementRequestSchema>;

/** How many assets `GET /api/media` lists without ids: enough for a listing's gallery and recent picks. */
export const recentMediaLimit = 50;

const notFound = () => new AppError('NOT_FOUND', 'Media asset not found');

/** A fresh public prefix per rendering: variant URLs never change content, so caches never show an old crop. */
const newVariantPrefix = (assetId: string) =>
  `${uploadPrefixRoot}/${assetId}-${randomBytes(4).toString('hex')}`;
const variantKeysOf = (prefix: string) => mediaVariantNames.map((name) => `${prefix}/${name}.webp`);

async function deleteQuietly(storage: MediaStorage, keys: string[], log?: FastifyBaseLogger) {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected') log?.warn({ err: result.reason }, 'media file could not be deleted');
  }
}

/** Writes all files or none: what was written before a failure is removed again. */
async function putAll(storage: MediaStorage, files: { key: string; body: Buffer; contentType: string }[]) {
  const results = await Promise.allSettled(
    files.map((file) => storage.put(file.key, file.body, file.contentType)),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await deleteQuietly(
      storage,
      files.map((file) => file.key),
    );
    throw failure.reason;
  }
}

const variantFiles = (prefix: string, variants: RenderedVariants) =>
  mediaVariantNames.map((name) => ({
    key: `${prefix}/${name}.webp`,
    body: variants.files[name],
    contentType: 'image/webp',
  }));

export interface UploadInput {
  bytes: Buffer;
  fileName: string;
  fields: UploadFields;
}

/**
 * `POST /api/media`: checks the bytes (type, size, decodability), recognises a photo this owner
 * uploaded before, counts a new one against the daily limits, stores the private original and the
 * WebP variants, then records the asset. The photo analysis and alt text start afterwards, without
 * holding up the answer.
 */
export async function uploadMedia(
  deps: MediaDependencies,
  ownerId: string,
  input: UploadInput,
  log?: FastifyBaseLogger,
): Promise<{ asset: MediaAsset; duplicate: boolean }> {
  const db = deps.database.db;
  if (input.bytes.length > mediaUploadMaxBytes) throw tooLarge();
  if (input.bytes.length === 0) throw new AppError('CORRUPT_MEDIA', 'The file is empty.');
  const mimeType = await sniffImageType(input.bytes);
  if (!mimeType) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only JPG, PNG and HEIC images can be uploaded.');
  }
  const contentHash = createHash('sha256').update(input.bytes).digest('hex');
  const known = await findMediaAssetRowByHash(db, ownerId, contentHash);
  if (known) return { asset: presentMediaAsset(known), duplicate: true };
  // Before decoding, the expensive part: a flood stops here, at the database, in every process.
  const countedDay = await countUploadAgainstDailyLimits(db, ownerId, input.bytes.length);
  const uncount = () =>
    uncountUpload(db, ownerId, countedDay, input.bytes.length).catch((error: unknown) =>
      log?.warn({ err: error }, 'an upload that was not stored could not be uncounted'),
    );

  const processed = await processUpload(input.bytes, mimeType);
  const id = randomUUID();
  const originalKey = `originals/${ownerId}/${id}`;
  const variantPrefix = newVariantPrefix(id);
  const storage = mediaStoresOf(deps.config).uploads;
  const files = [
    { key: originalKey, body: input.bytes, contentType: mimeType },
    ...variantFiles(variantPrefix, processed.variants),
  ];
  try {
    await putAll(storage, files);
  } catch (error) {
    // A full disk (507 STORAGE_FULL) or a storage outage: no files, no row, and not counted.
    await uncount();
    throw error;
  }

  let row: MediaAssetRow | null;
  try {
    row = await insertMediaAssetRow(db, {
      id,
      ownerId,
      contentHash,
      originalKey,
      variantPrefix,
      mimeType,
      originalName: cleanFileName(input.fileName),
      sizeBytes: input.bytes.length,
      width: processed.width,
      height: processed.height,
      variantSizes: processed.variants.sizes,
      source: input.fields.source,
      capturedAt: input.fields.capturedAt ? new Date(input.fields.capturedAt) : null,
      altTextStatus: 'generating',
      altTextLanguage: input.fields.language as Language,
    });
  } catch (error) {
    // No row, no files: a failed insert must not leave orphans in storage.
    await deleteQuietly(
      storage,
      files.map((file) => file.key),
      log,
    );
    await uncount();
    throw error;
  }
  if (!row) {
    // The same photo was uploaded twice at once and the other upload won: keep its files only.
    await deleteQuietly(
      storage,
      files.map((file) => file.key),
      log,
    );
    const winner = await findMediaAssetRowByHash(db, ownerId, contentHash);
    if (!winner) throw new AppError('CONFLICT', 'The upload collided with another one; please try again.');
    return { asset: presentMediaAsset(winner), duplicate: true };
  }
  startAltTextGeneration(deps, row, input.fields.language as Language, log);
  return { asset: presentMediaAsset(row), duplicate: false };
}

export const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', `Images may be at most ${mediaUploadMaxBytes / (1024 * 1024)} MB.`, {
    limit: mediaUploadMaxBytes,
  });

/** Names are shown back to the seller only; paths and control characters are dropped. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned.slice(0, 200) || 'photo';
}

export async function listMedia(
  deps: MediaDependencies,
  ownerId: string,
  ids?: string[],
): Promise<MediaAsset[]> {
  const rows = await listMediaAssetRows(deps.database.db, ownerId, { ids, limit: recentMediaLimit });
  if (!ids) return rows.map(presentMediaAsset);
  // Asked for by id: in the asked order, leaving out what is not the caller's.
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentMediaAsset(row)] : [];
  });
}

export async function getMedia(deps: MediaDependencies, ownerId: string, id: string): Promise<MediaAsset> {
  const row = await findMediaAssetRow(deps.database.db, ownerId, id);
  if (!row) throw notFound();
  return presentMediaAsset(row);
}

/** The private original, for its owner only. */
export async function readOriginal(
  deps: MediaDependencies,
  ownerId: string,
  id: string,
): Promise<{ row: MediaAssetRow; file: StoredMedia }> {
  const row = await findMediaAssetRow(deps.database.db, ownerId, id);
  if (!row) throw notFound();
  const file = await mediaStoresOf(deps.config).uploads.get(row.originalKey);
  if (!file) throw new AppError('NOT_FOUND', 'The original of this photo is missing');
  return { row, file };
}

/**
 * The row goes first, then the files: a failure in between leaves files nobody can reach, never a
 * broken asset. Uploads are de-duplicated per owner, so one asset can back several listings and
 * drafts: while a gallery or another open draft uses it, nothing is deleted (the photo only
 * leaves the caller's gallery; ADR 043).
 */
export async function deleteMedia(
  deps: MediaDependencies,
  ownerId: string,
  id: string,
  log?: FastifyBaseLogger,
) {
  const row = await runInTransaction(deps.database.db, (executor) =>
    deleteUnusedMediaAssetRow(executor, ownerId, id),
  );
  if (!row) throw notFound();
  if (row === 'kept') return;
  await deleteQuietly(
    mediaStoresOf(deps.config).uploads,
    [row.originalKey, ...variantKeysOf(row.variantPrefix)],
    log,
  );
}

/** `PUT /api/media/arrangement`: order and primary image in one transaction; every id must be the caller's. */
export async function arrangeMedia(
  deps: MediaDependencies,
  ownerId: string,
  input: ArrangementInput,
): Promise<MediaAsset[]> {
  const ids = input.ids;
  if (new Set(ids).size !== ids.length)
    throw invalidArrangement('body.ids', 'Each photo may appear only once.');
  if (!ids.includes(input.primaryId)) {
    throw invalidArrangement('body.primaryId', 'The primary photo must be one of the arranged photos.');
  }
  await runInTransaction(deps.database.db, async (executor) => {
    if ((await countOwnedMediaAssets(executor, ownerId, ids)) !== ids.length) throw notFound();
    await arrangeMediaAssetRows(executor, ownerId, ids, input.primaryId);
  });
  return listMedia(deps, ownerId, ids);
}

const invalidArrangement = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { issues: [{ path, message, code: 'custom' }] });

const cropFailed = () => new AppError('CORRUPT_MEDIA', 'crop failed');

/**
 * `POST /api/media/{id}/crop`: the area (fractions of the upright original) is required. New
 * variants are cut from the original under a new prefix; the original is never changed.
 */
export async function cropMedia(
  deps: MediaDependencies,
  ownerId: string,
  id: string,
  input: CropInput,
  log?: FastifyBaseLogger,
): Promise<MediaAsset> {
  const db = deps.database.db;
  const row = await findMediaAssetRow(db, ownerId, id);
  if (!row) throw notFound();
  const area = input.area;
  if (!area) throw new AppError('MISSING_CROP_AREA', mediaCropMessages.missingArea);

  const storage = mediaStoresOf(deps.config).uploads;
  const original = await storage.read(row.originalKey);
  if (!original) throw cropFailed();
  let variants: RenderedVariants;
  try {
    variants = await renderCroppedVariants(original, row.mimeType, area);
  } catch (error) {
    log?.warn({ err: error, mediaAssetId: id }, 'crop failed');
    throw cropFailed();
  }
  const variantPrefix = newVariantPrefix(id);
  const files = variantFiles(variantPrefix, variants);
  await putAll(storage, files);
  const crop = { aspect: input.aspect, area, zoom: input.zoom, appliedAt: new Date().toISOString() };
  let updated: MediaAssetRow | null;
  try {
    updated = await updateMediaAssetRow(db, ownerId, id, {
      variantPrefix,
      variantSizes: variants.sizes,
      crop,
    });
  } catch (error) {
    await deleteQuietly(
      storage,
      files.map((file) => file.key),
      log,
    );
    throw error;
  }
  if (!updated) {
    // Deleted while cropping: the new files have no owner.
    await deleteQuietly(
      storage,
      files.map((file) => file.key),
      log,
    );
    throw notFound();
  }
  // A live gallery may show the old crop (galleries copy the prefix): its files stay then.
  if (!(await isVariantPrefixInListings(db, row.variantPrefix))) {
    await deleteQuietly(storage, variantKeysOf(row.variantPrefix), log);
  }
  return presentMediaAsset(updated);
}

/**
 * An erased account's files (ADR 070): each photo's original and variants, and other stored keys
 * (export archives, feedback screenshots). Called after the erasure committed; failures are logged.
 */
export async function deleteStoredMediaFiles(
  config: MediaDependencies['config'],
  stored: { media: { originalKey: string; variantPrefix: string }[]; files: string[] },
  log?: FastifyBaseLogger,
): Promise<void> {
  const keys = [
    ...stored.media.flatMap((asset) => [asset.originalKey, ...variantKeysOf(asset.variantPrefix)]),
    ...stored.files,
  ];
  await deleteQuietly(mediaStoresOf(config).uploads, keys, log);
}
