import { reviewsEndpoints } from '@shared/reviews/reviews.endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../api';

export async function requestReview(orderId: string) {
  const response = await apiClient.call(reviewsEndpoints.requestReview, { params: { orderId } });
  return response.data;
}

/** `POST /api/orders/{id}/review-request`: the seller asks the buyer for a review. */
export function useRequestReview() {
  return useMutation({ mutationFn: requestReview });
}
