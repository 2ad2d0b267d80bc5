import { type ListingDraft, listingDraftResponseSchema } from '@shared/listings/listing-editor.schema';
import { apiClient } from '../../../../lib/api';

/** `GET /api/listing-drafts/{id}`: one of the seller's drafts with its version. */
export async function getListingDraft(draftId: string, signal?: AbortSignal): Promise<ListingDraft> {
  const response = await apiClient.get(`/listing-drafts/${encodeURIComponent(draftId)}`, {
    schema: listingDraftResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return response.data.draft;
}
