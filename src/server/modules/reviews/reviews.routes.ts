import type { reviewsEndpoints } from '@shared/reviews/reviews.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { requestReview } from './review-requests.service';
import { createReview, listSellerReviews, voteOnReview } from './reviews.service';
import { getSellerProfile } from './seller-profile.service';

/** Reviews from completed orders, votes, review requests and the public seller page (ADR 061). */
export function reviewsHandlers(deps: AppDependencies): GroupHandlers<typeof reviewsEndpoints> {
  const { db } = deps.database;
  return {
    listSellerReviews: async ({ params, query, auth }) => ({
      data: await listSellerReviews(db, params.id, query, auth?.userId),
    }),
    getSellerProfile: async ({ params }) => ({ data: await getSellerProfile(db, params.id) }),
    createReview: async ({ params, body, auth }) => ({
      data: { review: await createReview(db, auth.userId, params.orderId, body) },
    }),
    voteReview: async ({ params, body, auth }) => ({
      data: await voteOnReview(db, auth.userId, params.reviewId, body.vote),
    }),
    requestReview: async ({ params, auth }) => ({
      data: await requestReview(deps, auth.userId, params.orderId),
    }),
  };
}
