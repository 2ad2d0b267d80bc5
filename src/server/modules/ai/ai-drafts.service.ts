import type { draftRequestSchema } from '@shared/ai/draft-suggestion.schema';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { DraftResult } from './ai-engine';
import { priceDraftFromMarket } from './drafting/draft-price';

export type DraftRequestBody = z.output<typeof draftRequestSchema>;
export type AiDraftDependencies = Pick<AppDependencies, 'database' | 'ai' | 'draftPhotos'>;

export interface DraftOutcome extends DraftResult {
  heldMediaIds: string[];
  elapsedMs: number;
}

/**
 * Loads the seller's photos (with their analysis), asks the configured provider for a draft and
 * times it. Photos held for moderation never leave this server: an external provider drafts
 * without them; the local one may read them, since nothing is sent anywhere.
 */
export async function draftListing(
  deps: AiDraftDependencies,
  ownerId: string,
  body: DraftRequestBody,
): Promise<DraftOutcome> {
  const startedAt = performance.now();
  const loaded = await deps.draftPhotos.load(ownerId, body.mediaIds);
  const heldMediaIds = await deps.draftPhotos.heldIds(ownerId, body.mediaIds);
  const provider = deps.ai.drafting;
  const isExternal = provider.name !== 'local';
  const images = isExternal ? loaded.filter((image) => !heldMediaIds.includes(image.id)) : loaded;
  const transcript = body.transcript.trim();
  if (images.length === 0 && transcript.length === 0) {
    throw new AppError('BAD_REQUEST', 'The photos are held for review; describe the item to get a draft.', {
      heldMediaIds,
    });
  }
  const input = {
    images,
    transcript,
    ...(body.transcriptLanguage ? { transcriptLanguage: body.transcriptLanguage } : {}),
    language: body.language,
  };
  const result = await provider.draft(input);
  const notices =
    isExternal && images.length < loaded.length
      ? [...result.notices, 'held_photos_not_sent']
      : result.notices;
  // Drafted from its own facts; priced by the market for this seller.
  const draft = await priceDraftFromMarket(deps.database.db, ownerId, result.draft, input);
  return {
    ...result,
    draft,
    notices,
    heldMediaIds,
    elapsedMs: Math.round(performance.now() - startedAt),
  };
}
