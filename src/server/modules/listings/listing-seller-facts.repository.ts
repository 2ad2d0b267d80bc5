import { and, desc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listings } from '../../db/schema/listings.schema';

/** The seller's listings that wait for them: NEEDS_ACTION or restricted by moderation (not archived). */
export function findListingsNeedingAction(executor: Db, sellerId: string, limit: number) {
  return executor
    .select({
      id: listings.id,
      slug: listings.slug,
      title: listings.title,
      status: listings.status,
      moderationRestriction: listings.moderationRestriction,
      updatedAt: listings.updatedAt,
    })
    .from(listings)
    .where(
      and(
        eq(listings.sellerId, sellerId),
        sql`${listings.status} <> 'ARCHIVED'`,
        or(eq(listings.status, 'NEEDS_ACTION'), isNotNull(listings.moderationRestriction)),
      ),
    )
    .orderBy(desc(listings.updatedAt), desc(listings.id))
    .limit(limit);
}

/** Titles and slugs of some of the seller's listings (tasks name the listing a job failed for). */
export function findListingLabels(executor: Db, sellerId: string, listingIds: string[]) {
  if (listingIds.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: listings.id, slug: listings.slug, title: listings.title, status: listings.status })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), inArray(listings.id, listingIds)));
}

export async function countListingsByStatus(executor: Db, sellerId: string) {
  const rows = await executor
    .select({
      status: listings.status,
      isSold: sql<boolean>`${listings.soldAt} IS NOT NULL`,
      count: sql<number>`count(*)::int`,
    })
    .from(listings)
    .where(eq(listings.sellerId, sellerId))
    .groupBy(listings.status, sql`${listings.soldAt} IS NOT NULL`);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export function findListingIdsCreatedBetween(executor: Db, sellerId: string, from: Date, to: Date) {
  return executor
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), gte(listings.createdAt, from), lt(listings.createdAt, to)));
}

/** Sales per UTC day: listings whose last unit sold in the window. */
export async function countSalesByDay(executor: Db, sellerId: string, from: Date, to: Date) {
  const day = sql<string>`to_char(${listings.soldAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const rows = await executor
    .select({ day, count: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), gte(listings.soldAt, from), lt(listings.soldAt, to)))
    .groupBy(day);
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/** How the seller's current listings (live, pending or needing action) are handed over. */
export async function summariseFulfilment(executor: Db, sellerId: string) {
  const current = and(
    eq(listings.sellerId, sellerId),
    sql`${listings.status} IN ('PUBLISHED', 'READY', 'NEEDS_ACTION')`,
    sql`${listings.soldAt} IS NULL`,
  );
  const [counts] = await executor
    .select({
      shipping: sql<number>`count(*) FILTER (WHERE ${listings.offersShipping})::int`,
      pickup: sql<number>`count(*) FILTER (WHERE ${listings.offersPickup})::int`,
      sameDay: sql<number>`count(*) FILTER (WHERE ${listings.offersSameDay})::int`,
    })
    .from(listings)
    .where(current);
  const carrier = sql<string>`option ->> 'carrier'`;
  const carriers = await executor
    .selectDistinct({ carrier })
    .from(sql`${listings} CROSS JOIN LATERAL jsonb_array_elements(${listings.shippingOptions}) AS option`)
    .where(and(current, sql`coalesce(option ->> 'carrier', '') <> ''`))
    .orderBy(carrier);
  return {
    shipping: Number(counts?.shipping ?? 0),
    pickup: Number(counts?.pickup ?? 0),
    sameDay: Number(counts?.sameDay ?? 0),
    carriers: carriers.map((row) => row.carrier),
  };
}

export function findListingIds(executor: Db, sellerId: string) {
  return executor.select({ id: listings.id }).from(listings).where(eq(listings.sellerId, sellerId));
}
