import type { ReviewVote, SellerReviewsPage } from '@shared/reviews/review.schema';
import { reviewsEndpoints } from '@shared/reviews/reviews.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api';
import { sellerReviewsQueryKey } from './get-seller-reviews';

export async function voteReview(input: { reviewId: string; vote: ReviewVote }) {
  const response = await apiClient.call(reviewsEndpoints.voteReview, {
    params: { reviewId: input.reviewId },
    body: { vote: input.vote },
  });
  return response.data;
}

/** `PUT /api/reviews/{id}/vote`: the answer's counts replace the review's in every cached page. */
export function useVoteReview(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteReview,
    onSuccess: (result, { reviewId }) => {
      queryClient.setQueriesData<SellerReviewsPage>({ queryKey: sellerReviewsQueryKey(sellerId) }, (page) =>
        page
          ? {
              ...page,
              reviews: page.reviews.map((review) =>
                review.id === reviewId ? { ...review, ...result } : review,
              ),
            }
          : page,
      );
    },
  });
}
