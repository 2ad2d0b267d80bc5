import { listingDraftsEndpoints } from '@shared/listings/listing-drafts.endpoints';
import type { CreateDraftRequest, ListingDraft } from '@shared/listings/listing-editor.schema';
import { apiClient } from '../../../../lib/api';

/** `POST /api/listing-drafts`: the first server save of a draft; the answer carries its id. */
export async function createListingDraft(request: CreateDraftRequest): Promise<ListingDraft> {
  const response = await apiClient.call(listingDraftsEndpoints.createDraft, { body: request });
  return response.data.draft;
}
