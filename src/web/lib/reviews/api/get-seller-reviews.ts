import type { ReviewSort, SellerReviewsPage } from '@shared/reviews/review.schema';
import { reviewsEndpoints } from '@shared/reviews/reviews.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api';

export const sellerReviewsQueryKey = (sellerId: string) => ['sellers', sellerId, 'reviews'] as const;

export async function getSellerReviews(
  sellerId: string,
  options: { page: number; sort: ReviewSort },
  signal?: AbortSignal,
): Promise<SellerReviewsPage> {
  const response = await apiClient.call(reviewsEndpoints.listSellerReviews, {
    params: { id: sellerId },
    query: options,
    signal,
  });
  return response.data;
}

/** One page of a seller's reviews; the previous page stays on screen while the next one loads. */
export function useSellerReviews(sellerId: string, options: { page: number; sort: ReviewSort }) {
  return useQuery({
    queryKey: [...sellerReviewsQueryKey(sellerId), options.sort, options.page],
    queryFn: ({ signal }) => getSellerReviews(sellerId, options, signal),
    placeholderData: keepPreviousData,
  });
}
