import type { AppDependencies } from '../../core/app-instance';
import type { ImageAnalysis } from '../ai/ai-engine';
import { type MediaAssetRow, updateMediaAssetRow } from './media.repository';
import { mediaStoresOf } from './media-storage-selection';

export type MediaDependencies = Pick<AppDependencies, 'config' | 'database' | 'ai'>;

/** Analyses running in this process, by asset id: a draft waiting for a photo joins the running one. */
const analysesInFlight = new Map<string, Promise<ImageAnalysis>>();
/** Work started after a response was sent; the app waits for it before it closes the database. */
const backgroundWork = new Set<Promise<unknown>>();

export function runInBackground(work: Promise<unknown>): void {
  const tracked = work.catch(() => {}).finally(() => backgroundWork.delete(tracked));
  backgroundWork.add(tracked);
}

export async function settleMediaBackgroundWork(): Promise<void> {
  while (backgroundWork.size > 0) await Promise.allSettled([...backgroundWork]);
}

/** The stored analysis as the type drafting knows; null when none was stored yet. */
export function storedAnalysisOf(row: Pick<MediaAssetRow, 'analysis'>): ImageAnalysis | null {
  return (row.analysis as ImageAnalysis | null) ?? null;
}

export function isAnalysisRunning(assetId: string): boolean {
  return analysesInFlight.has(assetId);
}

/** The running analysis of this asset, if this process runs one. */
export function runningAnalysisOf(assetId: string): Promise<ImageAnalysis> | undefined {
  return analysesInFlight.get(assetId);
}

/**
 * Runs the local vision models on the zoom variant (upright, metadata-free, large enough for OCR)
 * and stores what they found: the analysis, the nudity score, and a hold when the photo is flagged.
 * A hold is never lifted here; moderators clear it.
 */
export function analyseMediaAsset(deps: MediaDependencies, row: MediaAssetRow): Promise<ImageAnalysis> {
  const running = analysesInFlight.get(row.id);
  if (running) return running;
  const analysis = (async () => {
    const image = await mediaStoresOf(deps.config).uploads.read(`${row.variantPrefix}/zoom.webp`);
    if (!image) throw new Error(`media asset ${row.id} has no zoom variant`);
    const result = await deps.ai.vision.analyseImage(image);
    await updateMediaAssetRow(deps.database.db, row.ownerId, row.id, {
      analysis: result as unknown as Record<string, unknown>,
      nsfwScore: result.nsfw.score,
      ...(result.nsfw.flagged ? { moderation: 'held' as const } : {}),
    });
    return result;
  })().finally(() => analysesInFlight.delete(row.id));
  analysesInFlight.set(row.id, analysis);
  return analysis;
}
