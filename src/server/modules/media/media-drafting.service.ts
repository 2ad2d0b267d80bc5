import { AppError } from '../../core/app-error';
import type { DraftImage, ImageAnalysis } from '../ai/ai-engine';
import { listMediaAssetRows, type MediaAssetRow } from './media.repository';
import {
  analyseMediaAsset,
  joinAnalysisForDraft,
  type MediaDependencies,
  storedAnalysisOf,
} from './media-analysis.service';
import { mediaStoresOf } from './media-storage-selection';

async function ownedRowsInOrder(
  deps: MediaDependencies,
  ownerId: string,
  ids: string[],
): Promise<MediaAssetRow[]> {
  const rows = await listMediaAssetRows(deps.database.db, ownerId, { ids, limit: ids.length });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    // Someone else's photo answers like a missing one: its existence is not revealed.
    if (!row) throw new AppError('NOT_FOUND', 'Media asset not found', { mediaId: id });
    return row;
  });
}

/**
 * The analysis drafting needs: a running one is joined, a missing one is run now (and stored); both
 * ahead of other accounts' background photos, since the seller waits (ADR 036).
 */
async function analysisFor(deps: MediaDependencies, row: MediaAssetRow): Promise<ImageAnalysis> {
  // When the upload's own run fails, the draft tries once more below instead of giving up.
  const joined = await joinAnalysisForDraft(deps, row.id)?.catch(() => null);
  if (joined) return joined;
  const stored = storedAnalysisOf(row);
  if (stored) return stored;
  try {
    return await analyseMediaAsset(deps, row, { isUrgent: true });
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', 'The photos could not be analysed right now.', {
      mediaId: row.id,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * For `POST /api/ai/drafts`: the owner's photos in the given order, each with its stored analysis
 * and the detail-variant WebP (the cropped picture, about 1024 px wide). Unknown ids, or ids of
 * another owner, are NOT_FOUND. Held photos are returned too; `heldIdsOf` names them.
 */
export async function loadDraftImages(
  deps: MediaDependencies,
  ownerId: string,
  ids: string[],
): Promise<DraftImage[]> {
  if (ids.length === 0) return [];
  const rows = await ownedRowsInOrder(deps, ownerId, ids);
  const storage = mediaStoresOf(deps.config).uploads;
  // The vision worker queues analyses itself; starting them together lets it begin the next at once.
  return Promise.all(
    rows.map(async (row) => {
      const [analysis, image] = await Promise.all([
        analysisFor(deps, row),
        storage.read(`${row.variantPrefix}/detail.webp`),
      ]);
      if (!image)
        throw new AppError('NOT_FOUND', 'The picture of this photo is missing', { mediaId: row.id });
      return { id: row.id, analysis, image };
    }),
  );
}

/**
 * Which of these photos are held for moderation (nudity), as stored now: call it after
 * `loadDraftImages`, which stores any analysis it had to run. Unknown ids are left out.
 */
export async function heldIdsOf(deps: MediaDependencies, ownerId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await listMediaAssetRows(deps.database.db, ownerId, { ids, limit: ids.length });
  const held = new Set(rows.filter((row) => row.moderation === 'held').map((row) => row.id));
  return ids.filter((id) => held.has(id));
}
