import type { Language } from '@shared/i18n/languages';
import type { MediaAsset, mediaAltTextRequestSchema } from '@shared/media/media-asset.schema';
import { altTextMax } from '@shared/media/media-asset.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { writeAltText } from '../ai/vision/alt-text-writer';
import { presentMediaAsset } from './media.presenter';
import {
  findMediaAssetRow,
  listMediaAssetRowsGeneratingAltText,
  type MediaAssetChanges,
  type MediaAssetRow,
  updateMediaAssetRow,
} from './media.repository';
import {
  analyseMediaAsset,
  isAnalysisRunning,
  type MediaDependencies,
  storedAnalysisOf,
} from './media-analysis.service';
import { isStoppingMediaWork, runInBackground } from './media-background-work';

type AltTextInput = z.output<typeof mediaAltTextRequestSchema>;

const notFound = () => new AppError('NOT_FOUND', 'Media asset not found');

/** The AI's text awaits the seller's OK ('edited', not yet edited by them); no text means 'empty'. */
function writtenAltText(text: string): MediaAssetChanges {
  const trimmed = text.trim().slice(0, altTextMax);
  return trimmed
    ? { altText: trimmed, altTextStatus: 'edited', altTextEdited: false }
    : { altText: '', altTextStatus: 'empty', altTextEdited: false };
}

/**
 * Analysis (stored, or run now) then writing, after the response went out. The result lands only
 * while the asset still says 'generating': when the seller typed meanwhile, their words win. Work
 * the app hands back while stopping leaves 'generating' for the next start to resume.
 */
async function generateInBackground(
  deps: MediaDependencies,
  row: MediaAssetRow,
  language: Language,
  log?: FastifyBaseLogger,
) {
  const db = deps.database.db;
  let changes: MediaAssetChanges;
  try {
    const analysis = storedAnalysisOf(row) ?? (await analyseMediaAsset(deps, row));
    changes = writtenAltText(writeAltText(analysis, language));
  } catch (error) {
    if (isStoppingMediaWork(deps)) {
      log?.info({ mediaAssetId: row.id }, 'alt text handed back at shutdown; the next start resumes it');
      return;
    }
    log?.warn({ err: error, mediaAssetId: row.id }, 'alt text generation failed');
    changes = { altTextStatus: 'error' };
  }
  await updateMediaAssetRow(db, row.ownerId, row.id, changes, { onlyWhenAltTextStatus: 'generating' });
}

/** Starts analysis and alt text for an asset whose status was just set to 'generating'. */
export function startAltTextGeneration(
  deps: MediaDependencies,
  row: MediaAssetRow,
  language: Language,
  log?: FastifyBaseLogger,
): void {
  // Stopping: the asset stays 'generating' and the next start picks it up.
  if (isStoppingMediaWork(deps)) return;
  runInBackground(deps, generateInBackground(deps, row, language, log));
}

/** Assets resumed per query at start; the rest follow in further pages. */
const resumePageSize = 500;

/**
 * At start (ADR 036): alt texts that were still being written when the app stopped or crashed
 * are written now, in the language they were asked for. Answers how many were resumed.
 */
export async function resumeAltTextGeneration(deps: MediaDependencies, log?: FastifyBaseLogger) {
  let resumed = 0;
  let afterId: string | undefined;
  for (;;) {
    const rows = await listMediaAssetRowsGeneratingAltText(deps.database.db, {
      limit: resumePageSize,
      ...(afterId ? { afterId } : {}),
    });
    for (const row of rows) startAltTextGeneration(deps, row, row.altTextLanguage ?? 'en', log);
    resumed += rows.length;
    afterId = rows.at(-1)?.id;
    if (rows.length < resumePageSize) return resumed;
  }
}

/**
 * `POST /api/media/{id}/alt-text/generate` (ADR 027): the seller's own words are kept unless the
 * request says to replace them. With a stored analysis the text is written at once; without one
 * the analysis runs in the background and the asset answers 'generating'.
 */
export async function generateAltText(
  deps: MediaDependencies,
  ownerId: string,
  id: string,
  input: { language: Language; replaceEdited?: boolean },
  log?: FastifyBaseLogger,
): Promise<MediaAsset> {
  const db = deps.database.db;
  const row = await findMediaAssetRow(db, ownerId, id);
  if (!row) throw notFound();
  if (row.altTextEdited && !input.replaceEdited) return presentMediaAsset(row);

  const analysis = storedAnalysisOf(row);
  if (analysis && !isAnalysisRunning(row.id)) {
    let changes: MediaAssetChanges;
    try {
      changes = writtenAltText(writeAltText(analysis, input.language));
    } catch (error) {
      log?.warn({ err: error, mediaAssetId: row.id }, 'alt text writing failed');
      changes = { altTextStatus: 'error' };
    }
    return presentMediaAsset((await updateMediaAssetRow(db, ownerId, id, changes)) ?? row);
  }

  const generating = await updateMediaAssetRow(db, ownerId, id, {
    altTextStatus: 'generating',
    altTextEdited: false,
    altTextLanguage: input.language,
  });
  if (!generating) throw notFound();
  startAltTextGeneration(deps, generating, input.language, log);
  return presentMediaAsset(generating);
}

/**
 * `PATCH /api/media/{id}/alt-text`: 'edited' keeps the seller's text for later, 'accepted' marks it
 * final; a blank text is 'empty'. `altTextEdited` turns true only when the text differs from the
 * AI's (or was already the seller's), so accepting the AI's text unchanged still says "AI".
 */
export async function updateAltText(
  deps: MediaDependencies,
  ownerId: string,
  id: string,
  input: AltTextInput,
): Promise<MediaAsset> {
  const db = deps.database.db;
  const row = await findMediaAssetRow(db, ownerId, id);
  if (!row) throw notFound();
  const text = input.altText.trim();
  const changes: MediaAssetChanges = text
    ? {
        altText: text,
        altTextStatus: input.status,
        altTextEdited: row.altTextEdited || text !== row.altText,
      }
    : // Cleared: nothing of the seller's is left to keep, so a later generate may write again.
      { altText: '', altTextStatus: 'empty', altTextEdited: false };
  const updated = await updateMediaAssetRow(db, ownerId, id, changes);
  if (!updated) throw notFound();
  return presentMediaAsset(updated);
}
