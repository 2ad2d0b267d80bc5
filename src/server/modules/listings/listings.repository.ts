import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cities } from '../../db/schema/catalog.schema';
import { listingMedia, listings } from '../../db/schema/listings.schema';

export type ListingCardRow = Awaited<ReturnType<typeof findRecentPublishedListings>>[number];

const primaryMedia = sql<{ storageKey: string; width: number; height: number; altText: string } | null>`(
  SELECT json_build_object('storageKey', m.storage_key, 'width', m.width, 'height', m.height, 'altText', m.alt_text)
  FROM ${listingMedia} m WHERE m.listing_id = ${listings.id}
  ORDER BY m.is_primary DESC, m.position ASC LIMIT 1)`;

/** The columns a listing card needs; select them with an inner join on `cities`. */
export const listingCardColumns = {
  id: listings.id,
  slug: listings.slug,
  title: listings.title,
  priceCents: listings.priceCents,
  previousPriceCents: listings.previousPriceCents,
  isNegotiable: listings.isNegotiable,
  condition: listings.condition,
  categoryId: listings.categoryId,
  citySlug: cities.slug,
  cityLabel: cities.label,
  offersPickup: listings.offersPickup,
  offersShipping: listings.offersShipping,
  offersSameDay: listings.offersSameDay,
  media: primaryMedia,
  publishedAt: listings.publishedAt,
};

export function findRecentPublishedListings(db: Db, limit: number) {
  return db
    .select(listingCardColumns)
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .where(and(eq(listings.status, 'PUBLISHED'), isNull(listings.soldAt)))
    .orderBy(desc(listings.publishedAt), desc(listings.id))
    .limit(limit);
}

/** The ten cities listings are filed under (spec §3); few enough to compare in memory. */
export function listCityPoints(db: Db) {
  return db.select({ id: cities.id, latitude: cities.latitude, longitude: cities.longitude }).from(cities);
}
