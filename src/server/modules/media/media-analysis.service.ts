import type { AppDependencies } from '../../core/app-instance';
import type { ImageAnalysis } from '../ai/ai-engine';
import { type MediaAssetRow, updateMediaAssetRow } from './media.repository';
import { mediaStoresOf } from './media-storage-selection';

export type MediaDependencies = Pick<AppDependencies, 'config' | 'database' | 'ai'>;

interface AnalysisInFlight {
  promise: Promise<ImageAnalysis>;
  /** A draft waits for it: read before background photos (ADR 036). */
  isUrgent: boolean;
}

/** Analyses running in this process, by asset id: a draft waiting for a photo joins the running one. */
const analysesInFlight = new Map<string, AnalysisInFlight>();

/** The stored analysis as the type drafting knows; null when none was stored yet. */
export function storedAnalysisOf(row: Pick<MediaAssetRow, 'analysis'>): ImageAnalysis | null {
  return (row.analysis as ImageAnalysis | null) ?? null;
}

export function isAnalysisRunning(assetId: string): boolean {
  return analysesInFlight.has(assetId);
}

/**
 * The running analysis of this asset, if this process runs one. A draft now waits for it, so it
 * moves ahead of other accounts' background photos in the vision engine.
 */
export function joinAnalysisForDraft(
  deps: MediaDependencies,
  assetId: string,
): Promise<ImageAnalysis> | undefined {
  const inFlight = analysesInFlight.get(assetId);
  if (!inFlight) return undefined;
  inFlight.isUrgent = true;
  deps.ai.vision.prioritise(assetId);
  return inFlight.promise;
}

/**
 * Runs the local vision models on the zoom variant (upright, metadata-free, large enough for OCR)
 * and stores what they found: the analysis, the nudity score, and a hold when the photo is flagged.
 * A hold is never lifted here; moderators clear it. `isUrgent`: a draft waits for the answer.
 */
export function analyseMediaAsset(
  deps: MediaDependencies,
  row: MediaAssetRow,
  options: { isUrgent?: boolean } = {},
): Promise<ImageAnalysis> {
  const running = options.isUrgent
    ? joinAnalysisForDraft(deps, row.id)
    : analysesInFlight.get(row.id)?.promise;
  if (running) return running;
  const analysis = (async () => {
    const image = await mediaStoresOf(deps.config).uploads.read(`${row.variantPrefix}/zoom.webp`);
    if (!image) throw new Error(`media asset ${row.id} has no zoom variant`);
    // The owner's turn in the vision engine; urgency is read now, as a draft may have joined meanwhile.
    const result = await deps.ai.vision.analyseImage(image, {
      account: row.ownerId,
      key: row.id,
      isUrgent: analysesInFlight.get(row.id)?.isUrgent === true,
    });
    await updateMediaAssetRow(deps.database.db, row.ownerId, row.id, {
      analysis: result as unknown as Record<string, unknown>,
      nsfwScore: result.nsfw.score,
      ...(result.nsfw.flagged ? { moderation: 'held' as const } : {}),
    });
    return result;
  })().finally(() => analysesInFlight.delete(row.id));
  analysesInFlight.set(row.id, { promise: analysis, isUrgent: options.isUrgent === true });
  return analysis;
}
