import type { SellerProfileResponse } from '@shared/reviews/review.schema';
import { reviewsEndpoints } from '@shared/reviews/reviews.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export async function getSellerProfile(
  sellerId: string,
  signal?: AbortSignal,
): Promise<SellerProfileResponse> {
  const response = await apiClient.call(reviewsEndpoints.getSellerProfile, {
    params: { id: sellerId },
    signal,
  });
  return response.data;
}

/** `GET /api/sellers/{id}`: the public seller page's facts and live listings. */
export function useSellerProfile(sellerId: string) {
  return useQuery({
    queryKey: ['sellers', sellerId, 'profile'],
    queryFn: ({ signal }) => getSellerProfile(sellerId, signal),
  });
}
