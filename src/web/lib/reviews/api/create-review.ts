import type { CreateReviewRequest } from '@shared/reviews/review.schema';
import { reviewsEndpoints } from '@shared/reviews/reviews.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api';

export async function createReview(input: { orderId: string; review: CreateReviewRequest }) {
  const response = await apiClient.call(reviewsEndpoints.createReview, {
    params: { orderId: input.orderId },
    body: input.review,
  });
  return response.data.review;
}

/** `POST /api/orders/{id}/review`: the order and every seller's reviews load afresh afterwards. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['sellers'] }),
        queryClient.invalidateQueries({ queryKey: ['listings'] }),
      ]);
    },
  });
}
