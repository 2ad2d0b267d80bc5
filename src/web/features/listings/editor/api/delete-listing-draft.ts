import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api';
import { listingDraftsQueryKey } from './list-listing-drafts';

/** `DELETE /api/listing-drafts/{id}`. */
export async function deleteListingDraft(draftId: string): Promise<void> {
  await apiClient.delete(`/listing-drafts/${encodeURIComponent(draftId)}`);
}

export function useDeleteListingDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListingDraft,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingDraftsQueryKey }),
  });
}
