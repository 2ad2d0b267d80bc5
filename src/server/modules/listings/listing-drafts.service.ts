import { mergeAiSuggestion, withSaidDeal, withSuggestion } from '@shared/listings/ai-suggestion-merge';
import {
  type createDraftRequestSchema,
  type DraftSummary,
  draftSnapshotFormatVersion,
  draftsPerSellerMax,
  type ListingCheckIssue,
  type ListingDraft,
  type ListingDraftFields,
  listingDraftFieldsSchema,
  type saveDraftRequestSchema,
} from '@shared/listings/listing-editor.schema';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import type { SuggestionDraftInput } from '../ai/ai-engine';
import { type ListingChecksContext, runListingChecks } from './checks/listing-checks.service';
import { presentConflictDetails, presentDraft, presentDraftSummary } from './listing-drafts.presenter';
import {
  countOpenDrafts,
  deleteDraftRow,
  findDraftRow,
  insertDraftRow,
  type ListingDraftRow,
  listOpenDraftRows,
  listOwnedMedia,
  updateDraftAtVersion,
} from './listing-drafts.repository';

type CreateDraftInput = z.output<typeof createDraftRequestSchema>;
type SaveDraftInput = z.output<typeof saveDraftRequestSchema>;

export const draftNotFound = () => new AppError('NOT_FOUND', 'Draft not found');
export const draftAlreadyPublished = (row: ListingDraftRow) =>
  new AppError('CONFLICT', 'This draft has been published and can no longer be changed.', {
    listingId: row.publishedListingId,
  });
export const versionConflict = (row: ListingDraftRow) =>
  new AppError(
    'VERSION_CONFLICT',
    `The draft was saved elsewhere in the meantime (version ${row.version}).`,
    presentConflictDetails(row),
  );

/** The draft manager: open drafts, newest first, each with its cover thumbnail. */
export async function listDrafts(db: Db, sellerId: string): Promise<DraftSummary[]> {
  const rows = await listOpenDraftRows(db, sellerId, draftsPerSellerMax);
  const mediaIds = [...new Set(rows.flatMap((row) => row.snapshot.fields.mediaIds))];
  const owned = new Map((await listOwnedMedia(db, sellerId, mediaIds)).map((media) => [media.id, media]));
  return rows.map((row) => {
    const ownedIds = row.snapshot.fields.mediaIds.filter((id) => owned.has(id));
    const cover = ownedIds[0] ? (owned.get(ownedIds[0]) ?? null) : null;
    return presentDraftSummary(row, cover, ownedIds.length);
  });
}

/**
 * Refused at the limit rather than dropping the oldest. Two creates racing at 49 may both pass;
 * one draft over the limit is harmless, so no lock is taken for it.
 */
export async function createDraft(db: Db, sellerId: string, input: CreateDraftInput): Promise<ListingDraft> {
  if (input.id && (await findDraftRow(db, sellerId, input.id)))
    return repeatCreate(db, sellerId, input.id, input);
  if ((await countOpenDrafts(db, sellerId)) >= draftsPerSellerMax) {
    throw new AppError('LIMIT_REACHED', `You can keep up to ${draftsPerSellerMax} drafts.`, {
      limit: draftsPerSellerMax,
    });
  }
  const row = await insertDraftRow(db, {
    ...(input.id ? { id: input.id } : {}),
    sellerId,
    snapshot: input.snapshot,
    clientSessionId: input.clientSessionId,
  });
  if (row) return presentDraft(row);
  // The same create raced itself, or the id is taken by someone else's draft.
  if (input.id && (await findDraftRow(db, sellerId, input.id)))
    return repeatCreate(db, sellerId, input.id, input);
  throw new AppError('CONFLICT', 'This draft id is already in use.');
}

/**
 * A create repeated after its answer was lost: the draft exists, so the repeat is a save on top
 * of version 1, the version its creator last knew. Its snapshot may be newer (the seller kept
 * typing while it was retried); a draft saved since by another tab is a VERSION_CONFLICT as usual.
 */
function repeatCreate(db: Db, sellerId: string, id: string, input: CreateDraftInput): Promise<ListingDraft> {
  return saveDraft(db, sellerId, id, {
    snapshot: input.snapshot,
    clientSessionId: input.clientSessionId,
    baseVersion: 1,
  });
}

export async function getDraft(db: Db, sellerId: string, id: string): Promise<ListingDraft> {
  const row = await findDraftRow(db, sellerId, id);
  if (!row) throw draftNotFound();
  return presentDraft(row);
}

/**
 * The conditional update decides; only when it matched nothing do we read the row to say why
 * (missing, published, or a newer version, whose copy goes back to the editor).
 */
export async function saveDraft(
  db: Db,
  sellerId: string,
  id: string,
  input: SaveDraftInput,
): Promise<ListingDraft> {
  const saved = await updateDraftAtVersion(db, sellerId, id, input.baseVersion, {
    snapshot: input.snapshot,
    clientSessionId: input.clientSessionId,
  });
  if (saved) return presentDraft(saved);
  const current = await findDraftRow(db, sellerId, id);
  if (!current) throw draftNotFound();
  if (current.publishedListingId) throw draftAlreadyPublished(current);
  throw versionConflict(current);
}

/**
 * Before the AI drafts into a saved draft (ADR 040): the draft is the seller's (else NOT_FOUND) and
 * still a draft (else CONFLICT), so a refusal costs no drafting.
 */
export async function assertDraftOpen(db: Db, sellerId: string, id: string): Promise<void> {
  const row = await findDraftRow(db, sellerId, id);
  if (!row) throw draftNotFound();
  if (row.publishedListingId) throw draftAlreadyPublished(row);
}

/** A new draft holding the AI's suggestion over blank fields, at version 1 (ADR 040). */
export async function createDraftFromSuggestion(
  db: Db,
  sellerId: string,
  input: SuggestionDraftInput & { locationSlug?: string | undefined },
): Promise<ListingDraft> {
  const blank = listingDraftFieldsSchema.parse({
    language: input.language,
    mediaIds: input.mediaIds,
    locationSlug: input.locationSlug ?? '',
  });
  return createDraft(db, sellerId, {
    snapshot: {
      formatVersion: draftSnapshotFormatVersion,
      fields: withSaidDeal(withSuggestion(blank, input.suggestion), input.said),
      aiSuggestion: input.suggestion,
    },
    clientSessionId: input.clientSessionId,
  });
}

/**
 * The AI's suggestion merged into the seller's draft as the editor merges it (untouched fields take
 * it) and saved at `baseVersion`. Null when the draft was saved past `baseVersion` meanwhile: the
 * caller merges into its newer copy, and its own save finds any conflict.
 */
export async function applySuggestionToDraft(
  db: Db,
  sellerId: string,
  id: string,
  input: SuggestionDraftInput & { baseVersion: number },
): Promise<ListingDraft | null> {
  const row = await findDraftRow(db, sellerId, id);
  if (!row) throw draftNotFound();
  if (row.publishedListingId) throw draftAlreadyPublished(row);
  if (row.version !== input.baseVersion) return null;
  const { fields, aiSuggestion } = row.snapshot;
  const saved = await updateDraftAtVersion(db, sellerId, id, input.baseVersion, {
    snapshot: {
      formatVersion: draftSnapshotFormatVersion,
      fields: withSaidDeal(
        { ...mergeAiSuggestion(fields, aiSuggestion, input.suggestion), mediaIds: input.mediaIds },
        input.said,
      ),
      aiSuggestion: input.suggestion,
    },
    clientSessionId: input.clientSessionId,
  });
  return saved ? presentDraft(saved) : null;
}

export async function deleteDraft(db: Db, sellerId: string, id: string): Promise<void> {
  if (!(await deleteDraftRow(db, sellerId, id))) throw draftNotFound();
}

export function checkListingFields(
  fields: ListingDraftFields,
  context: ListingChecksContext,
): Promise<ListingCheckIssue[]> {
  return runListingChecks(fields, context);
}
