import { listingsEndpoints } from '@shared/listings/listings.endpoints';
import type { SellerReviewsResponse } from '@shared/listings/seller-reviews.schema';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export async function getSellerReviews(
  sellerId: string,
  offset: number,
  signal?: AbortSignal,
): Promise<SellerReviewsResponse['data']> {
  const response = await apiClient.call(listingsEndpoints.listSellerReviews, {
    params: { id: sellerId },
    query: { offset },
    signal,
  });
  return response.data;
}

/** A seller's reviews, a page at a time; loaded when the reviews dialog opens. */
export function useSellerReviews(sellerId: string, isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['sellers', sellerId, 'reviews'],
    queryFn: ({ pageParam, signal }) => getSellerReviews(sellerId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
    enabled: isEnabled,
  });
}
