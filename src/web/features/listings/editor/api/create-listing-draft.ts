import {
  type CreateDraftRequest,
  type ListingDraft,
  listingDraftResponseSchema,
} from '@shared/listings/listing-editor.schema';
import { apiClient } from '../../../../lib/api';

/** `POST /api/listing-drafts`: the first server save of a draft; the answer carries its id. */
export async function createListingDraft(request: CreateDraftRequest): Promise<ListingDraft> {
  const response = await apiClient.post('/listing-drafts', request, { schema: listingDraftResponseSchema });
  return response.data.draft;
}
