import { count, inArray } from 'drizzle-orm';
import type { Db } from '../database';
import { reviews } from '../schema/listings.schema';
import type { DemoReview } from './demo-review-generator';
import { chunk } from './seed-catalog';
import { normaliseEmail } from './seed-users';

/** Reviews have no natural key, so a seller who already has reviews gets no demo reviews added. */
export async function insertReviews(
  db: Db,
  demoReviews: DemoReview[],
  userIds: Map<string, string>,
  listingIds: Map<string, string>,
): Promise<number> {
  const sellerIds = [
    ...new Set(demoReviews.map((review) => userIds.get(normaliseEmail(review.sellerEmail)))),
  ].filter((id): id is string => id !== undefined);
  if (sellerIds.length === 0) return 0;
  const reviewed = await db
    .select({ sellerId: reviews.sellerId, total: count() })
    .from(reviews)
    .where(inArray(reviews.sellerId, sellerIds))
    .groupBy(reviews.sellerId);
  const alreadyReviewed = new Set(reviewed.filter((row) => row.total > 0).map((row) => row.sellerId));

  const rows = demoReviews.flatMap((review) => {
    const sellerId = userIds.get(normaliseEmail(review.sellerEmail));
    const reviewerId = userIds.get(normaliseEmail(review.reviewerEmail));
    if (!sellerId || !reviewerId || alreadyReviewed.has(sellerId)) return [];
    return [
      {
        sellerId,
        reviewerId,
        listingId: review.listingSlug ? (listingIds.get(review.listingSlug) ?? null) : null,
        rating: review.rating,
        title: review.title,
        comment: review.comment,
        isAnonymous: review.isAnonymous,
        helpfulCount: review.helpfulCount,
        notHelpfulCount: review.notHelpfulCount,
        createdAt: review.createdAt,
      },
    ];
  });
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const part of chunk(rows, 100)) await tx.insert(reviews).values(part);
  });
  return rows.length;
}
