import { listingDraftsEndpoints } from '@shared/listings/listing-drafts.endpoints';
import type { ListingCheckIssue, ListingDraftFields } from '@shared/listings/listing-editor.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api';

/** `POST /api/listing-checks`: the server's checks (blocked terms, contact details, price deviation …). */
export async function checkListing(
  fields: ListingDraftFields,
  signal?: AbortSignal,
): Promise<ListingCheckIssue[]> {
  const response = await apiClient.call(listingDraftsEndpoints.checkListing, { body: { fields }, signal });
  return response.data.issues;
}

/** Checks for already debounced fields; the previous answer stays while the next one runs. */
export function useListingChecks(fields: ListingDraftFields | null, language: string) {
  return useQuery({
    queryKey: ['listing-checks', language, fields],
    queryFn: ({ signal }) => checkListing(fields as ListingDraftFields, signal),
    enabled: fields !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: 1,
  });
}
