import { sellerListingsEndpoints } from '@shared/seller-listings/seller-listings.endpoints';
import type {
  SellerListingsQueryInput,
  SellerListingsResponse,
} from '@shared/seller-listings/seller-listings.schema';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api';

export const myListingsQueryKey = ['seller-listings'] as const;

export async function getMyListings(
  query: SellerListingsQueryInput,
  signal?: AbortSignal,
): Promise<SellerListingsResponse['data']> {
  const response = await apiClient.call(sellerListingsEndpoints.listMyListings, { query, signal });
  return response.data;
}

/** Keyset pages of the caller's listings; "Load more" asks for the next cursor. */
export function useMyListings(filters: Omit<SellerListingsQueryInput, 'cursor'>) {
  return useInfiniteQuery({
    queryKey: [...myListingsQueryKey, filters],
    queryFn: ({ pageParam, signal }) =>
      getMyListings({ ...filters, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
