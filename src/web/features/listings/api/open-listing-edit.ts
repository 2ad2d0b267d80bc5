import { listingDraftsEndpoints } from '@shared/listings/listing-drafts.endpoints';
import type { ListingDraft } from '@shared/listings/listing-editor.schema';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { tabClientSessionId } from '../editor/draft-sync';

/** `POST /api/listings/{id}/draft`: the one edit draft of the owner's live listing (ADR 038). */
export async function openListingEdit(id: string): Promise<ListingDraft> {
  const response = await apiClient.call(listingDraftsEndpoints.openListingEdit, {
    params: { id },
    body: { clientSessionId: tabClientSessionId(sessionStorage) },
  });
  return response.data.draft;
}

export function useOpenListingEdit(id: string) {
  return useMutation({ mutationFn: () => openListingEdit(id) });
}
