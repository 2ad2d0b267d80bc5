import { and, inArray, isNull } from 'drizzle-orm';
import { reviews } from '../schema/listings.schema';
import { reviewRequests, reviewVotes } from '../schema/trust.schema';
import type { DbExecutor } from '../transaction';
import type { DemoReviewOfOrder } from './demo-commerce-plan';
import type { DemoVote } from './demo-engagement-plan';
import type { DemoOrder } from './demo-order-builder';
import { chunk } from './seed-catalog';

type Ids = Map<string, string>;

/**
 * Seeds before issue 17 wrote reviews without an order. They are replaced by reviews of completed
 * orders, so only demo users' reviews of demo sellers without an order go.
 */
export async function removeReviewsWithoutOrders(tx: DbExecutor, demoUserIds: string[]): Promise<number> {
  const removed = await tx
    .delete(reviews)
    .where(
      and(
        isNull(reviews.orderId),
        inArray(reviews.sellerId, demoUserIds),
        inArray(reviews.reviewerId, demoUserIds),
      ),
    )
    .returning({ id: reviews.id });
  return removed.length;
}

/**
 * Each review on its completed order (reviewer = the order's buyer, listing = its item), with the
 * helpful / not helpful counts equal to the votes inserted beside it; then the review requests.
 */
export async function insertOrderReviews(
  tx: DbExecutor,
  plan: {
    reviews: DemoReviewOfOrder[];
    votes: DemoVote[];
    orders: DemoOrder[];
    reviewRequests: Array<{ orderReference: string; at: Date }>;
  },
  ids: { users: Ids; listings: Ids; orders: Ids },
): Promise<{ reviews: number; votes: number }> {
  const votesByOrder = new Map<string, DemoVote[]>();
  for (const vote of plan.votes)
    votesByOrder.set(vote.orderReference, [...(votesByOrder.get(vote.orderReference) ?? []), vote]);
  const rows = plan.reviews
    .filter((review) => ids.orders.has(review.orderReference))
    .map((review) => {
      const votes = votesByOrder.get(review.orderReference) ?? [];
      return {
        sellerId: ids.users.get(review.sellerEmail)!,
        reviewerId: ids.users.get(review.reviewerEmail)!,
        listingId: ids.listings.get(review.listingSlug)!,
        orderId: ids.orders.get(review.orderReference)!,
        rating: review.rating,
        title: review.title,
        comment: review.comment,
        isAnonymous: review.isAnonymous,
        helpfulCount: votes.filter((vote) => vote.helpful).length,
        notHelpfulCount: votes.filter((vote) => !vote.helpful).length,
        createdAt: review.createdAt,
      };
    });
  const reviewIds = new Map<string, string>();
  const referenceByOrderId = new Map([...ids.orders].map(([reference, id]) => [id, reference]));
  for (const part of chunk(rows, 200)) {
    const inserted = await tx
      .insert(reviews)
      .values(part)
      .onConflictDoNothing({ target: reviews.orderId })
      .returning({ id: reviews.id, orderId: reviews.orderId });
    for (const row of inserted) reviewIds.set(referenceByOrderId.get(row.orderId!)!, row.id);
  }
  const voteRows = plan.votes
    .filter((vote) => reviewIds.has(vote.orderReference))
    .map((vote) => ({
      reviewId: reviewIds.get(vote.orderReference)!,
      userId: ids.users.get(vote.voterEmail)!,
      helpful: vote.helpful,
      createdAt: vote.at,
    }));
  for (const part of chunk(voteRows, 500)) await tx.insert(reviewVotes).values(part).onConflictDoNothing();

  const ordersByReference = new Map(plan.orders.map((order) => [order.reference, order]));
  const requestRows = plan.reviewRequests
    .filter((request) => ids.orders.has(request.orderReference))
    .map((request) => {
      const order = ordersByReference.get(request.orderReference)!;
      return {
        orderId: ids.orders.get(request.orderReference)!,
        sellerId: ids.users.get(order.sellerEmail)!,
        buyerId: ids.users.get(order.buyerEmail)!,
        requestedAt: request.at,
      };
    });
  if (requestRows.length > 0) await tx.insert(reviewRequests).values(requestRows);
  return { reviews: reviewIds.size, votes: voteRows.length };
}
