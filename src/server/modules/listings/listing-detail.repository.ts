import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listingCardColumns } from '../../db/projections/listing-card.projection';
import { cities } from '../../db/schema/catalog.schema';
import { listingMedia, listings, reviews } from '../../db/schema/listings.schema';
import { users } from '../../db/schema/users.schema';

export type ListingDetailRow = NonNullable<Awaited<ReturnType<typeof findListingBySlug>>>;
export type SellerStatsRow = Awaited<ReturnType<typeof findSellerStats>>;
export type ListingMediaRow = Awaited<ReturnType<typeof findListingMedia>>[number];

/** One listing with its city and seller, whatever its status: the service decides what is visible. */
export async function findListingBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: listings.id,
      slug: listings.slug,
      status: listings.status,
      language: listings.language,
      title: listings.title,
      description: listings.description,
      categoryId: listings.categoryId,
      condition: listings.condition,
      priceCents: listings.priceCents,
      previousPriceCents: listings.previousPriceCents,
      priceKind: listings.priceKind,
      attributes: listings.attributes,
      tags: listings.tags,
      features: listings.features,
      offersShipping: listings.offersShipping,
      offersSameDay: listings.offersSameDay,
      shippingOptions: listings.shippingOptions,
      latitude: listings.latitude,
      longitude: listings.longitude,
      watcherCount: listings.watcherCount,
      publishedAt: listings.publishedAt,
      soldAt: listings.soldAt,
      reservedAt: listings.reservedAt,
      updatedAt: listings.updatedAt,
      cityLabel: cities.label,
      seller: {
        id: users.id,
        displayName: users.displayName,
        cityId: users.cityId,
        locationLabel: users.locationLabel,
        emailVerifiedAt: users.emailVerifiedAt,
        totpEnabledAt: users.totpEnabledAt,
        responseRate: users.responseRate,
        responseTimeMinutes: users.responseTimeMinutes,
        createdAt: users.createdAt,
      },
    })
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.slug, slug))
    .limit(1);
  return row;
}

export function findListingMedia(db: Db, listingId: string) {
  return db
    .select({
      storageKey: listingMedia.storageKey,
      width: listingMedia.width,
      height: listingMedia.height,
      altText: listingMedia.altText,
    })
    .from(listingMedia)
    .where(eq(listingMedia.listingId, listingId))
    .orderBy(desc(listingMedia.isPrimary), asc(listingMedia.position));
}

/**
 * Reviews and completed sales of one seller, from the same data (ADR 043): a sale is a listing
 * marked sold, and every review stands for a deal too, so a review of a listing that was never
 * marked sold (or of no listing) counts as one more sale. Sales are never fewer than reviews.
 * `recentSales` counts both since `recentSince`.
 */
export async function findSellerStats(db: Db, sellerId: string, recentSince: Date) {
  const since = recentSince.toISOString();
  const unsoldReviews = sql`FROM ${reviews} r WHERE r.seller_id = ${sellerId} AND NOT EXISTS (
    SELECT 1 FROM ${listings} sold WHERE sold.id = r.listing_id AND sold.sold_at IS NOT NULL)`;
  const [row] = await db
    .select({
      reviewCount: sql<number>`(SELECT count(*)::int FROM ${reviews} r WHERE r.seller_id = ${sellerId})`,
      averageRating: sql<
        number | null
      >`(SELECT avg(r.rating)::float8 FROM ${reviews} r WHERE r.seller_id = ${sellerId})`,
      sales: sql<number>`(count(*) FILTER (WHERE ${listings.soldAt} IS NOT NULL)
        + (SELECT count(*) ${unsoldReviews}))::int`,
      recentSales: sql<number>`(count(*) FILTER (WHERE ${listings.soldAt} >= ${since})
        + (SELECT count(*) ${unsoldReviews} AND r.created_at >= ${since}))::int`,
      cityLabel: sql<
        string | null
      >`(SELECT c.label FROM ${users} u JOIN ${cities} c ON c.id = u.city_id WHERE u.id = ${sellerId})`,
    })
    .from(listings)
    .where(eq(listings.sellerId, sellerId));
  return row ?? { reviewCount: 0, averageRating: null, sales: 0, recentSales: 0, cityLabel: null };
}

/** The seller's published, unsold listings (other than `excludeId`), newest first. */
export function findSellerListings(db: Db, options: { sellerId: string; excludeId?: string; limit: number }) {
  return db
    .select(listingCardColumns)
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .where(
      and(
        eq(listings.status, 'PUBLISHED'),
        isNull(listings.soldAt),
        sql`${listings.publishedAt} IS NOT NULL`,
        eq(listings.sellerId, options.sellerId),
        options.excludeId ? ne(listings.id, options.excludeId) : undefined,
      ),
    )
    .orderBy(desc(listings.publishedAt), desc(listings.id))
    .limit(options.limit);
}

/** Published, unsold listings in the given categories and price band, nearest to the point first. */
export function findSimilarListings(
  db: Db,
  options: {
    excludeId: string;
    categoryIds: string[];
    minPriceCents: number;
    maxPriceCents: number;
    latitude: number;
    longitude: number;
    limit: number;
  },
) {
  const distance = sql`earth_distance(ll_to_earth(${listings.latitude}, ${listings.longitude}), ll_to_earth(${options.latitude}, ${options.longitude}))`;
  return db
    .select(listingCardColumns)
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .where(
      and(
        eq(listings.status, 'PUBLISHED'),
        isNull(listings.soldAt),
        sql`${listings.publishedAt} IS NOT NULL`,
        ne(listings.id, options.excludeId),
        inArray(listings.categoryId, options.categoryIds),
        gte(listings.priceCents, options.minPriceCents),
        lte(listings.priceCents, options.maxPriceCents),
      ),
    )
    .orderBy(distance, desc(listings.publishedAt), desc(listings.id))
    .limit(options.limit);
}

/** Fire and forget from the service: a lost view never matters. */
export async function incrementViewCount(db: Db, listingId: string): Promise<void> {
  await db
    .update(listings)
    .set({ viewCount: sql`${listings.viewCount} + 1` })
    .where(eq(listings.id, listingId));
}
