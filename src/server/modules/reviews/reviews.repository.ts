import type { ReviewSort, ReviewVote } from '@shared/reviews/review.schema';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cities } from '../../db/schema/catalog.schema';
import { listings, reviews } from '../../db/schema/listings.schema';
import { reviewVotes } from '../../db/schema/trust.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

export type ReviewRow = Awaited<ReturnType<typeof listSellerReviewRows>>[number];

function reviewColumns(viewerId: string | undefined) {
  const myVote: SQL<ReviewVote | null> = viewerId
    ? sql<ReviewVote | null>`(SELECT CASE WHEN v.helpful THEN 'helpful' ELSE 'notHelpful' END
        FROM ${reviewVotes} v WHERE v.review_id = ${reviews.id} AND v.user_id = ${viewerId})`
    : sql<null>`NULL`;
  return {
    id: reviews.id,
    sellerId: reviews.sellerId,
    reviewerId: reviews.reviewerId,
    rating: reviews.rating,
    title: reviews.title,
    comment: reviews.comment,
    isAnonymous: reviews.isAnonymous,
    reviewerName: users.displayName,
    listingTitle: listings.title,
    listingSlug: listings.slug,
    helpfulCount: reviews.helpfulCount,
    notHelpfulCount: reviews.notHelpfulCount,
    createdAt: reviews.createdAt,
    myVote,
  };
}

const orderBySort: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  helpful: [
    desc(reviews.helpfulCount),
    asc(reviews.notHelpfulCount),
    desc(reviews.createdAt),
    desc(reviews.id),
  ],
};

/** One page of a seller's reviews, with the reviewer's name, the listing, and the viewer's vote. */
export function listSellerReviewRows(
  db: Db,
  sellerId: string,
  options: { sort: ReviewSort; limit: number; offset: number; viewerId: string | undefined },
) {
  return db
    .select(reviewColumns(options.viewerId))
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.reviewerId))
    .leftJoin(listings, eq(listings.id, reviews.listingId))
    .where(eq(reviews.sellerId, sellerId))
    .orderBy(...orderBySort[options.sort])
    .limit(options.limit)
    .offset(options.offset);
}

export async function findReviewRow(executor: Db | DbExecutor, reviewId: string) {
  const [row] = await executor
    .select(reviewColumns(undefined))
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.reviewerId))
    .leftJoin(listings, eq(listings.id, reviews.listingId))
    .where(eq(reviews.id, reviewId));
  return row;
}

/** How many reviews gave each number of stars (only ratings that occur). */
export function countSellerRatings(db: Db, sellerId: string) {
  return db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(eq(reviews.sellerId, sellerId))
    .groupBy(reviews.rating);
}

/** One review per order: a second insert for the same order inserts nothing (undefined). */
export async function insertReview(
  executor: DbExecutor,
  values: {
    sellerId: string;
    reviewerId: string;
    listingId: string | null;
    orderId: string;
    rating: number;
    title: string | null;
    comment: string | null;
    isAnonymous: boolean;
  },
) {
  const [row] = await executor
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.orderId })
    .returning({ id: reviews.id });
  return row;
}

/** The review's parties, locked so concurrent votes on it count one after the other. */
export async function lockReviewParties(executor: DbExecutor, reviewId: string) {
  const [row] = await executor
    .select({ sellerId: reviews.sellerId, reviewerId: reviews.reviewerId })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .for('update');
  return row;
}

export async function findVote(executor: DbExecutor, reviewId: string, userId: string) {
  const [row] = await executor
    .select({ helpful: reviewVotes.helpful })
    .from(reviewVotes)
    .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)));
  return row;
}

export async function upsertVote(executor: DbExecutor, reviewId: string, userId: string, helpful: boolean) {
  await executor
    .insert(reviewVotes)
    .values({ reviewId, userId, helpful })
    .onConflictDoUpdate({
      target: [reviewVotes.reviewId, reviewVotes.userId],
      set: { helpful, createdAt: sql`now()` },
    });
}

/** Moves the review's counts by the given steps and answers the new counts. */
export async function adjustVoteCounts(
  executor: DbExecutor,
  reviewId: string,
  step: { helpful: number; notHelpful: number },
) {
  const [row] = await executor
    .update(reviews)
    .set({
      helpfulCount: sql`${reviews.helpfulCount} + ${step.helpful}`,
      notHelpfulCount: sql`${reviews.notHelpfulCount} + ${step.notHelpful}`,
    })
    .where(eq(reviews.id, reviewId))
    .returning({ helpfulCount: reviews.helpfulCount, notHelpfulCount: reviews.notHelpfulCount });
  if (!row) throw new Error(`review ${reviewId} vanished while voting`);
  return row;
}

/** The public facts of a user for the seller page. */
export async function findSellerRow(db: Db, sellerId: string) {
  const [row] = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      locationLabel: users.locationLabel,
      cityLabel: sql<string | null>`(SELECT c.label FROM ${cities} c WHERE c.id = ${users.cityId})`,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, sellerId));
  return row;
}

export async function findDisplayName(executor: Db | DbExecutor, userId: string): Promise<string> {
  const [row] = await executor
    .select({ displayName: users.displayName })
    .from(users)
    .where(eq(users.id, userId));
  return row?.displayName ?? '';
}

export async function findListingTitle(executor: Db | DbExecutor, listingId: string | undefined) {
  if (!listingId) return { title: '', language: undefined };
  const [row] = await executor
    .select({ title: listings.title, language: listings.language })
    .from(listings)
    .where(eq(listings.id, listingId));
  return { title: row?.title ?? '', language: row?.language };
}
