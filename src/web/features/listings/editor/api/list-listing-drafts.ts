import { listingDraftsEndpoints } from '@shared/listings/listing-drafts.endpoints';
import type { DraftSummary } from '@shared/listings/listing-editor.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api';

export const listingDraftsQueryKey = ['listing-drafts'] as const;

/** `GET /api/listing-drafts`: the seller's drafts for the draft manager. */
export async function listListingDrafts(signal?: AbortSignal): Promise<DraftSummary[]> {
  const response = await apiClient.call(listingDraftsEndpoints.listDrafts, { signal });
  return response.data.drafts;
}

export function useListingDrafts(isEnabled = true) {
  return useQuery({
    queryKey: listingDraftsQueryKey,
    queryFn: ({ signal }) => listListingDrafts(signal),
    enabled: isEnabled,
    staleTime: 10_000,
  });
}
