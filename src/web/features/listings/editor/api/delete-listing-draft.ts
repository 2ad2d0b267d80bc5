import { listingDraftsEndpoints } from '@shared/listings/listing-drafts.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api';
import { listingDraftsQueryKey } from './list-listing-drafts';

/** `DELETE /api/listing-drafts/{id}`. */
export async function deleteListingDraft(draftId: string): Promise<void> {
  await apiClient.call(listingDraftsEndpoints.deleteDraft, { params: { id: draftId } });
}

export function useDeleteListingDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListingDraft,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingDraftsQueryKey }),
  });
}
