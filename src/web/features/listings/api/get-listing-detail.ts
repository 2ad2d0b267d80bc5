import type { ListingDetailResponse } from '@shared/listings/listing-detail.schema';
import { listingsEndpoints } from '@shared/listings/listings.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client/api-error';

export type ListingDetailData = ListingDetailResponse['data'];

export async function getListingDetail(slug: string, signal?: AbortSignal): Promise<ListingDetailData> {
  const response = await apiClient.call(listingsEndpoints.getListingDetail, { params: { slug }, signal });
  return response.data;
}

/** The page's query; also fetched before the app's first render over the server's first screen (ADR 089). */
export function listingDetailQuery(slug: string) {
  return queryOptions({
    queryKey: ['listings', 'detail', slug],
    queryFn: ({ signal }) => getListingDetail(slug, signal),
    // A missing listing stays missing; retrying only delays the not-found state.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 2,
  });
}

export function useListingDetail(slug: string) {
  return useQuery(listingDetailQuery(slug));
}
