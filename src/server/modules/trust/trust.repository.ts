import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listings, reviews } from '../../db/schema/listings.schema';
import { orderItems, orders } from '../../db/schema/orders.schema';
import { users } from '../../db/schema/users.schema';

/** What the profile badges read: confirmed email, two-factor, and the parts of a complete profile. */
export async function findSellerProfileFacts(db: Db, sellerId: string) {
  const [row] = await db
    .select({
      displayName: users.displayName,
      cityId: users.cityId,
      locationLabel: users.locationLabel,
      emailVerifiedAt: users.emailVerifiedAt,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(eq(users.id, sellerId));
  return row;
}

/** Count and average rating of a seller's reviews, all of them and those written since `since`. */
export async function sumSellerReviews(db: Db, sellerId: string, since: Date) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number | null>`avg(${reviews.rating})::float8`,
      recentCount: sql<number>`(count(*) FILTER (WHERE ${reviews.createdAt} >= ${since.toISOString()}))::int`,
      recentAverage: sql<
        number | null
      >`(avg(${reviews.rating}) FILTER (WHERE ${reviews.createdAt} >= ${since.toISOString()}))::float8`,
    })
    .from(reviews)
    .where(eq(reviews.sellerId, sellerId));
  return {
    count: Number(row?.count ?? 0),
    average: row?.average === null || row?.average === undefined ? null : Number(row.average),
    recentCount: Number(row?.recentCount ?? 0),
    recentAverage:
      row?.recentAverage === null || row?.recentAverage === undefined ? null : Number(row.recentAverage),
  };
}

/**
 * The seller's listings marked sold by hand (ADR 043) that no completed order covers: a deal closed
 * outside the checkout. Listings sold through an order are counted with the orders instead.
 */
export async function countListingsSoldWithoutOrder(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(listings)
    .where(
      sql`${listings.sellerId} = ${sellerId} AND ${listings.soldAt} IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM ${orderItems} oi JOIN ${orders} o ON o.id = oi.order_id
        WHERE oi.listing_id = ${listings.id} AND o.status = 'completed')`,
    );
  return Number(row?.count ?? 0);
}
