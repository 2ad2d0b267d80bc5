import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import {
  createReviewResponseSchema,
  reviewsPageSize,
  sellerReviewsResponseSchema,
  voteReviewResponseSchema,
} from '@shared/reviews/review.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/listings.schema';
import { notifications } from '../../db/schema/search.schema';
import { reviewVotes } from '../../db/schema/trust.schema';
import { createTestListings } from '../../test/listing-factory';
import { createTestOrder } from '../../test/order-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

/** Issue 17, ADR 061: reviews from completed orders and their helpful votes, on both engines. */
describe('reviews API', () => {
  let context: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
  let otherBuyer: TestUser;
  let listingIds: string[];

  const review = (user: TestUser, orderId: string, payload: Record<string, unknown> = { rating: 5 }) =>
    context.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/review`,
      headers: user.headers,
      payload,
    });
  const vote = (user: TestUser | undefined, reviewId: string, value: 'helpful' | 'notHelpful') =>
    context.app.inject({
      method: 'PUT',
      url: `/api/reviews/${reviewId}/vote`,
      ...(user ? { headers: user.headers } : {}),
      payload: { vote: value },
    });
  const listReviews = async (sellerId: string, query: string, user?: TestUser) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/sellers/${sellerId}/reviews${query}`,
      ...(user ? { headers: user.headers } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return sellerReviewsResponseSchema.parse(response.json()).data;
  };
  const errorCode = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error.code;
  const completedOrder = (buyerId = buyer.id, status: 'completed' | 'shipped' = 'completed') =>
    createTestOrder(context, { buyerId, sellerId: seller.id, listingIds: [listingIds[0]!], status });

  beforeAll(async () => {
    context = await createTestApp();
    seller = await createTestUser(context, {
      label: 'review-seller',
      roles: ['seller'],
      displayName: 'Rita Seller',
    });
    buyer = await createTestUser(context, { label: 'review-buyer', displayName: 'Ben Buyer' });
    otherBuyer = await createTestUser(context, { label: 'review-other', displayName: 'Olga Other' });
    listingIds = await createTestListings(context, { sellerId: seller.id, count: 2 });
  });

  afterAll(async () => {
    await context.close();
  });

  describe('eligibility', () => {
    it('refuses a review without an order, of an order not completed, or of someone else’s order', async () => {
      const missing = await review(buyer, randomUUID());
      expect(missing.statusCode).toBe(403);
      expect(errorCode(missing)).toBe('REVIEW_NOT_ALLOWED');

      const shipped = await review(buyer, await completedOrder(buyer.id, 'shipped'));
      expect(shipped.statusCode).toBe(403);
      expect(errorCode(shipped)).toBe('REVIEW_NOT_ALLOWED');

      const othersOrder = await review(otherBuyer, await completedOrder(buyer.id));
      expect(othersOrder.statusCode).toBe(403);
      expect(errorCode(othersOrder)).toBe('REVIEW_NOT_ALLOWED');
    });

    it('refuses the seller reviewing their own listing', async () => {
      const own = await review(seller, await completedOrder());
      expect(own.statusCode).toBe(403);
      expect(errorCode(own)).toBe('REVIEW_NOT_ALLOWED');
    });

    it('refuses a title or comment over the limits, and a rating outside 1 to 5', async () => {
      const orderId = await completedOrder();
      for (const payload of [
        { rating: 0 },
        { rating: 6 },
        { rating: 4, title: 'x'.repeat(121) },
        { rating: 4, comment: 'x'.repeat(2001) },
      ]) {
        const response = await review(buyer, orderId, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const [row] = await context.database.db.select().from(reviews).where(eq(reviews.orderId, orderId));
      expect(row).toBeUndefined();
    });

    it('takes one review per completed order, tells the seller, and answers a double submit with a conflict', async () => {
      const orderId = await completedOrder();
      const [first, second] = await Promise.all([
        review(buyer, orderId, { rating: 4, title: '  Friendly handover ', comment: 'As described.' }),
        review(buyer, orderId, { rating: 4, title: 'Friendly handover', comment: 'As described.' }),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([201, 409]);
      const conflict = first.statusCode === 409 ? first : second;
      expect(errorCode(conflict)).toBe('REVIEW_ALREADY_EXISTS');
      const created = createReviewResponseSchema.parse((first.statusCode === 201 ? first : second).json())
        .data.review;
      expect(created).toMatchObject({
        rating: 4,
        title: 'Friendly handover',
        comment: 'As described.',
        reviewerName: 'Ben Buyer',
        listingTitle: 'Test listing number 1',
        helpfulCount: 0,
        canVote: false,
      });
      const rows = await context.database.db.select().from(reviews).where(eq(reviews.orderId, orderId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ sellerId: seller.id, reviewerId: buyer.id, listingId: listingIds[0] });

      const notices = await context.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'review_received')));
      expect(notices.map((notice) => notice.actionTo)).toContain(`/sellers/${seller.id}`);

      const again = await review(buyer, orderId, { rating: 1 });
      expect(again.statusCode).toBe(409);
    });

    it('names nobody for an anonymous review and stores blank texts as none', async () => {
      const response = await review(buyer, await completedOrder(), {
        rating: 3,
        title: '  ',
        isAnonymous: true,
      });
      expect(response.statusCode, response.body).toBe(201);
      const created = createReviewResponseSchema.parse(response.json()).data.review;
      expect(created.reviewerName).toBeNull();
      expect(created.title).toBeNull();
      expect(created.comment).toBeNull();
    });
  });

  describe('listing, paging, sorting and votes', () => {
    let pagedSeller: TestUser;
    let reviewIds: string[];

    beforeAll(async () => {
      pagedSeller = await createTestUser(context, { label: 'paged-seller', roles: ['seller'] });
      const [listingId] = await createTestListings(context, { sellerId: pagedSeller.id, count: 1 });
      reviewIds = [];
      // Seven reviews a day apart, the newest last; older seeded reviews have no order.
      for (let index = 0; index < 7; index += 1) {
        const orderId =
          index === 0
            ? null
            : await createTestOrder(context, {
                buyerId: buyer.id,
                sellerId: pagedSeller.id,
                listingIds: [listingId!],
              });
        const [row] = await context.database.db
          .insert(reviews)
          .values({
            sellerId: pagedSeller.id,
            reviewerId: buyer.id,
            listingId: listingId!,
            orderId,
            rating: (index % 5) + 1,
            title: `Review ${index}`,
            createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
          })
          .returning({ id: reviews.id });
        reviewIds.push(row!.id);
      }
    });

    it('pages newest first, five at a time, with the total', async () => {
      const first = await listReviews(pagedSeller.id, '');
      expect(first.total).toBe(7);
      expect(first.pageSize).toBe(reviewsPageSize);
      expect(first.reviews.map((item) => item.title)).toEqual([
        'Review 6',
        'Review 5',
        'Review 4',
        'Review 3',
        'Review 2',
      ]);
      const second = await listReviews(pagedSeller.id, '?page=2');
      expect(second.reviews.map((item) => item.title)).toEqual(['Review 1', 'Review 0']);
      const beyond = await listReviews(pagedSeller.id, '?page=3');
      expect(beyond.reviews).toEqual([]);
      const unknown = await context.app.inject({
        method: 'GET',
        url: `/api/sellers/${randomUUID()}/reviews`,
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('counts one vote per user, moves a changed vote, and sorts the most helpful first', async () => {
      const target = reviewIds[1]!;
      const helpful = await vote(otherBuyer, target, 'helpful');
      expect(helpful.statusCode, helpful.body).toBe(200);
      expect(voteReviewResponseSchema.parse(helpful.json()).data).toEqual({
        helpfulCount: 1,
        notHelpfulCount: 0,
        myVote: 'helpful',
      });
      // Voting the same again changes nothing, in parallel too.
      const repeated = await Promise.all([
        vote(otherBuyer, target, 'helpful'),
        vote(otherBuyer, target, 'helpful'),
      ]);
      for (const response of repeated)
        expect(voteReviewResponseSchema.parse(response.json()).data.helpfulCount).toBe(1);

      const moved = await vote(otherBuyer, target, 'notHelpful');
      expect(voteReviewResponseSchema.parse(moved.json()).data).toEqual({
        helpfulCount: 0,
        notHelpfulCount: 1,
        myVote: 'notHelpful',
      });
      await vote(otherBuyer, target, 'helpful');
      const third = await createTestUser(context, { label: 'review-voter' });
      await vote(third, target, 'helpful');
      await vote(third, reviewIds[3]!, 'notHelpful');

      const votes = await context.database.db
        .select()
        .from(reviewVotes)
        .where(eq(reviewVotes.reviewId, target));
      expect(votes).toHaveLength(2);

      const byHelpful = await listReviews(pagedSeller.id, '?sort=helpful', otherBuyer);
      expect(byHelpful.reviews[0]).toMatchObject({
        id: target,
        helpfulCount: 2,
        notHelpfulCount: 0,
        myVote: 'helpful',
      });
      expect(byHelpful.reviews.at(-1)?.id).not.toBe(reviewIds[3]);
      const lastPage = await listReviews(pagedSeller.id, '?sort=helpful&page=2');
      expect(lastPage.reviews.at(-1)?.id).toBe(reviewIds[3]);
      // A guest sees the counts and may try to vote (the web asks them to sign in).
      expect(lastPage.reviews.at(-1)).toMatchObject({ notHelpfulCount: 1, myVote: null, canVote: true });
    });

    it('refuses votes from the author, the reviewed seller and guests', async () => {
      const target = reviewIds[2]!;
      const byAuthor = await vote(buyer, target, 'helpful');
      expect(byAuthor.statusCode).toBe(403);
      expect(errorCode(byAuthor)).toBe('FORBIDDEN');
      const bySeller = await vote(pagedSeller, target, 'helpful');
      expect(bySeller.statusCode).toBe(403);
      expect((await vote(undefined, target, 'helpful')).statusCode).toBe(401);
      expect((await vote(otherBuyer, randomUUID(), 'helpful')).statusCode).toBe(404);
      const asAuthor = await listReviews(pagedSeller.id, '', buyer);
      expect(asAuthor.reviews.every((item) => !item.canVote)).toBe(true);
      const [row] = await context.database.db.select().from(reviews).where(eq(reviews.id, target));
      expect(row).toMatchObject({ helpfulCount: 0, notHelpfulCount: 0 });
    });
  });
});
