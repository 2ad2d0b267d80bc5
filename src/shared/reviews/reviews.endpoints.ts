import { defineEndpoint, optionalSession, publicAccess, signedIn } from '../api/endpoint';
import {
  createReviewRequestSchema,
  createReviewResponseSchema,
  reviewIdParamsSchema,
  reviewOrderParamsSchema,
  reviewRequestResponseSchema,
  sellerIdParamsSchema,
  sellerProfileResponseSchema,
  sellerReviewsQuerySchema,
  sellerReviewsResponseSchema,
  voteReviewRequestSchema,
  voteReviewResponseSchema,
} from './review.schema';

const tags = ['reviews'];

/** Reviews from completed orders (ADR 061), their helpful votes, review requests and the seller page. */
export const reviewsEndpoints = {
  listSellerReviews: defineEndpoint({
    method: 'GET',
    path: '/sellers/:id/reviews',
    summary: "A seller's reviews, a page at a time, newest or most helpful first",
    description: 'A signed-in caller also gets their own vote and whether they may vote.',
    tags,
    access: optionalSession,
    params: sellerIdParamsSchema,
    query: sellerReviewsQuerySchema,
    responses: { 200: sellerReviewsResponseSchema },
    errors: ['NOT_FOUND'],
  }),
  getSellerProfile: defineEndpoint({
    method: 'GET',
    path: '/sellers/:id',
    summary: 'The public seller page: name, member since, rating and its distribution, sales, live listings',
    tags,
    access: publicAccess,
    params: sellerIdParamsSchema,
    responses: { 200: sellerProfileResponseSchema },
    errors: ['NOT_FOUND'],
  }),
  createReview: defineEndpoint({
    method: 'POST',
    path: '/orders/:orderId/review',
    summary: 'The buyer reviews the seller of their completed order, once per order',
    tags,
    access: signedIn,
    params: reviewOrderParamsSchema,
    body: createReviewRequestSchema,
    responses: { 201: createReviewResponseSchema },
    errors: ['REVIEW_NOT_ALLOWED', 'REVIEW_ALREADY_EXISTS'],
  }),
  voteReview: defineEndpoint({
    method: 'PUT',
    path: '/reviews/:reviewId/vote',
    summary: 'Helpful or not helpful, once per user and review; voting again moves the vote',
    tags,
    access: signedIn,
    params: reviewIdParamsSchema,
    body: voteReviewRequestSchema,
    responses: { 200: voteReviewResponseSchema },
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  requestReview: defineEndpoint({
    method: 'POST',
    path: '/orders/:orderId/review-request',
    summary: 'The seller asks the buyer of a completed order for a review (cooldown between requests)',
    tags,
    access: signedIn,
    params: reviewOrderParamsSchema,
    responses: { 201: reviewRequestResponseSchema },
    errors: ['REVIEW_NOT_ALLOWED', 'REVIEW_ALREADY_EXISTS', 'REVIEW_REQUEST_COOLDOWN'],
  }),
};
