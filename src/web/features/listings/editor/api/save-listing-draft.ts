import { listingDraftsEndpoints } from '@shared/listings/listing-drafts.endpoints';
import {
  type DraftConflictDetails,
  draftConflictDetailsSchema,
  type ListingDraft,
  type SaveDraftRequest,
} from '@shared/listings/listing-editor.schema';
import { apiClient } from '../../../../lib/api';
import { ApiError } from '../../../../lib/api-client/api-error';

/**
 * `PUT /api/listing-drafts/{id}` on top of `baseVersion`. A newer version on the server answers
 * 409 VERSION_CONFLICT with the server's copy (`conflictOf` reads it).
 */
export async function saveListingDraft(draftId: string, request: SaveDraftRequest): Promise<ListingDraft> {
  const response = await apiClient.call(listingDraftsEndpoints.saveDraft, {
    params: { id: draftId },
    body: request,
  });
  return response.data.draft;
}

/** The server's copy from a 409 VERSION_CONFLICT, or null for any other failure. */
export function conflictOf(error: unknown): DraftConflictDetails | null {
  if (!(error instanceof ApiError) || error.code !== 'VERSION_CONFLICT') return null;
  const details = draftConflictDetailsSchema.safeParse(error.details);
  return details.success ? details.data : null;
}
