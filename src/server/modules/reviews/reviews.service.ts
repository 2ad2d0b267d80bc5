import type {
  CreateReviewRequest,
  Review,
  ReviewVote,
  SellerReviewsPage,
  SellerReviewsQuery,
} from '@shared/reviews/review.schema';
import { createReviewRequestSchema, reviewsPageSize } from '@shared/reviews/review.schema';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { notifyReviewReceived } from '../notifications/notifications.service';
import { findOrderParties } from '../orders/order-facts.service';
import { presentReview } from './reviews.presenter';
import {
  adjustVoteCounts,
  countSellerRatings,
  findDisplayName,
  findListingTitle,
  findReviewRow,
  findSellerRow,
  findVote,
  insertReview,
  listSellerReviewRows,
  lockReviewParties,
  upsertVote,
} from './reviews.repository';

const notAllowed = () =>
  new AppError('REVIEW_NOT_ALLOWED', 'Only the buyer of a completed order can review its seller.');

/**
 * The buyer of a completed order reviews its seller, once per order (ADR 061). The unique order id
 * decides a double submit: the second insert finds the first and answers REVIEW_ALREADY_EXISTS.
 * The review is about the order's first listing; the seller is told in the same transaction.
 */
export async function createReview(
  db: Db,
  callerId: string,
  orderId: string,
  input: CreateReviewRequest,
): Promise<Review> {
  const fields = createReviewRequestSchema.parse(input);
  const reviewId = await runInTransaction(db, async (executor) => {
    const order = await findOrderParties(executor, orderId);
    if (!order || order.buyerId !== callerId || order.status !== 'completed') throw notAllowed();
    // Nobody reviews their own listing (an order of one's own listing never gets this far).
    if (order.sellerId === callerId) throw notAllowed();
    const listingId = order.listingIds[0] ?? null;
    const inserted = await insertReview(executor, {
      sellerId: order.sellerId,
      reviewerId: callerId,
      listingId,
      orderId,
      rating: fields.rating,
      title: fields.title,
      comment: fields.comment,
      isAnonymous: fields.isAnonymous,
    });
    if (!inserted) throw new AppError('REVIEW_ALREADY_EXISTS', 'This order has been reviewed already.');
    await notifyReviewReceived(executor, {
      reviewId: inserted.id,
      orderId,
      sellerId: order.sellerId,
      rating: fields.rating,
      listingTitle: (await findListingTitle(executor, listingId ?? undefined)).title,
      reviewerName: fields.isAnonymous ? null : await findDisplayName(executor, callerId),
    });
    return inserted.id;
  });
  const row = await findReviewRow(db, reviewId);
  if (!row) throw new Error(`review ${reviewId} not found after insert`);
  return presentReview(row, callerId);
}

/** One page of a seller's reviews, newest or most helpful first; unknown sellers are not found. */
export async function listSellerReviews(
  db: Db,
  sellerId: string,
  query: SellerReviewsQuery,
  viewerId: string | undefined,
): Promise<SellerReviewsPage> {
  const [seller, ratings, rows] = await Promise.all([
    findSellerRow(db, sellerId),
    countSellerRatings(db, sellerId),
    listSellerReviewRows(db, sellerId, {
      sort: query.sort,
      limit: reviewsPageSize,
      offset: (query.page - 1) * reviewsPageSize,
      viewerId,
    }),
  ]);
  if (!seller) throw new AppError('NOT_FOUND', 'Seller not found');
  return {
    reviews: rows.map((row) => presentReview(row, viewerId)),
    page: query.page,
    pageSize: reviewsPageSize,
    total: ratings.reduce((sum, entry) => sum + entry.count, 0),
  };
}

/**
 * Helpful or not helpful, once per user and review: voting the same again changes nothing, voting
 * the other way moves the vote. The counts on the review change in the same transaction, with the
 * review row locked, so they always equal the votes. The author and the reviewed seller cannot vote.
 */
export async function voteOnReview(db: Db, callerId: string, reviewId: string, vote: ReviewVote) {
  const isHelpful = vote === 'helpful';
  return runInTransaction(db, async (executor) => {
    const parties = await lockReviewParties(executor, reviewId);
    if (!parties) throw new AppError('NOT_FOUND', 'Review not found');
    if (parties.reviewerId === callerId || parties.sellerId === callerId) {
      throw new AppError('FORBIDDEN', 'You cannot vote on your own review or a review of you.');
    }
    const previous = await findVote(executor, reviewId, callerId);
    const step = { helpful: 0, notHelpful: 0 };
    if (previous?.helpful !== isHelpful) {
      if (isHelpful) step.helpful += 1;
      else step.notHelpful += 1;
      if (previous) {
        if (previous.helpful) step.helpful -= 1;
        else step.notHelpful -= 1;
      }
      await upsertVote(executor, reviewId, callerId, isHelpful);
    }
    const counts = await adjustVoteCounts(executor, reviewId, step);
    return { ...counts, myVote: vote };
  });
}
