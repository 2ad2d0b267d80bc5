import { listingDraftsEndpoints } from '@shared/listings/listing-drafts.endpoints';
import type { ListingDraft } from '@shared/listings/listing-editor.schema';
import { apiClient } from '../../../../lib/api';

/** `GET /api/listing-drafts/{id}`: one of the seller's drafts with its version. */
export async function getListingDraft(draftId: string, signal?: AbortSignal): Promise<ListingDraft> {
  const response = await apiClient.call(listingDraftsEndpoints.getDraft, { params: { id: draftId }, signal });
  return response.data.draft;
}
