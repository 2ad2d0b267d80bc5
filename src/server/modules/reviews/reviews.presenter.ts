import type { Review } from '@shared/reviews/review.schema';
import type { ReviewRow } from './reviews.repository';

/**
 * A review as everyone sees it: an anonymous one names nobody. `canVote` is false for its author
 * and the reviewed seller, and true for guests (they are asked to sign in when they vote).
 */
export function presentReview(row: ReviewRow, viewerId: string | undefined): Review {
  const isParty = viewerId !== undefined && (viewerId === row.reviewerId || viewerId === row.sellerId);
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    reviewerName: row.isAnonymous ? null : row.reviewerName,
    listingTitle: row.listingTitle,
    listingSlug: row.listingSlug,
    createdAt: row.createdAt.toISOString(),
    helpfulCount: row.helpfulCount,
    notHelpfulCount: row.notHelpfulCount,
    myVote: row.myVote,
    canVote: !isParty,
  };
}
