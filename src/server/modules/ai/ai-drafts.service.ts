import type { draftRequestSchema } from '@shared/ai/ai-drafts.schema';
import { aiSuggestionFromDraft, saidDealFields } from '@shared/listings/ai-suggestion-merge';
import type { ListingDraft } from '@shared/listings/listing-editor.schema';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { DraftResult, SuggestionDraftInput } from './ai-engine';
import { priceDraftFromMarket } from './drafting/draft-price';

export type DraftRequestBody = z.output<typeof draftRequestSchema>;
export type AiDraftDependencies = Pick<AppDependencies, 'database' | 'ai' | 'draftPhotos' | 'sellerDrafts'>;

export interface DraftOutcome extends DraftResult {
  heldMediaIds: string[];
  elapsedMs: number;
  /** The seller's server draft holding the suggestion (`saveTo`), null when none was saved. */
  listingDraft: ListingDraft | null;
  /** Whether `listingDraft` was created by this call. */
  isNewDraft: boolean;
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
  const target = body.saveTo;
  // Someone else's or a published draft is refused before any drafting is spent on it.
  if (target?.id) await deps.sellerDrafts.assertOpen(ownerId, target.id);
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
  const draft = await priceDraftFromMarket(deps.database.db, ownerId, result.draft, result.isPriceSaid);
  const listingDraft = target ? await saveSuggestion(deps, ownerId, target, draft, body.mediaIds) : null;
  return {
    ...result,
    draft,
    notices,
    heldMediaIds,
    elapsedMs: Math.round(performance.now() - startedAt),
    listingDraft,
    isNewDraft: listingDraft !== null && target?.id === undefined,
  };
}

/**
 * The suggestion into the seller's server draft (ADR 040): a new one, or the given draft at its
 * base version, so the web needs no second round trip to save what it was just given.
 */
function saveSuggestion(
  deps: AiDraftDependencies,
  sellerId: string,
  target: NonNullable<DraftRequestBody['saveTo']>,
  draft: DraftOutcome['draft'],
  mediaIds: string[],
): Promise<ListingDraft | null> {
  const input: SuggestionDraftInput = {
    suggestion: aiSuggestionFromDraft(draft),
    said: saidDealFields(draft),
    language: draft.language,
    mediaIds,
    clientSessionId: target.clientSessionId,
  };
  if (target.id === undefined || target.baseVersion === undefined) {
    return deps.sellerDrafts.create(sellerId, { ...input, locationSlug: target.locationSlug });
  }
  return deps.sellerDrafts.applySuggestion(sellerId, target.id, {
    ...input,
    baseVersion: target.baseVersion,
  });
}
