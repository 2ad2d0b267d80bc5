import {
  type ListingDetailResponse,
  listingDetailResponseSchema,
} from '@shared/listings/listing-detail.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client/api-error';

export type ListingDetailData = ListingDetailResponse['data'];

export async function getListingDetail(slug: string): Promise<ListingDetailData> {
  const response = await apiClient.get(`/listings/${encodeURIComponent(slug)}`, {
    schema: listingDetailResponseSchema,
    auth: false,
  });
  return response.data;
}

export function useListingDetail(slug: string) {
  return useQuery({
    queryKey: ['listings', 'detail', slug],
    queryFn: () => getListingDetail(slug),
    // A missing listing stays missing; retrying only delays the not-found state.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 2,
  });
}
