import { eq, sql } from 'drizzle-orm';
import { cities } from '../schema/catalog.schema';
import { listingMedia, listings } from '../schema/listings.schema';
import type { DbExecutor } from '../transaction';

const primaryMedia = sql<{ storageKey: string; width: number; height: number; altText: string } | null>`(
  SELECT json_build_object('storageKey', m.storage_key, 'width', m.width, 'height', m.height, 'altText', m.alt_text)
  FROM ${listingMedia} m WHERE m.listing_id = ${listings.id}
  ORDER BY m.is_primary DESC, m.position ASC LIMIT 1)`;

/**
 * The columns a listing card needs; select them with an inner join on `cities`. Beside the schema
 * because two modules' repositories select cards in their own queries: listings (the recent feed,
 * similar offers) and search (results, which add rank and distance). Neither imports the other's
 * repository for it.
 */
export const listingCardColumns = {
  id: listings.id,
  slug: listings.slug,
  title: listings.title,
  priceCents: listings.priceCents,
  previousPriceCents: listings.previousPriceCents,
  priceKind: listings.priceKind,
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

// Only for its type: the row Drizzle infers for these columns.
const selectListingCards = (executor: DbExecutor) =>
  executor.select(listingCardColumns).from(listings).innerJoin(cities, eq(cities.id, listings.cityId));
export type ListingCardRow = Awaited<ReturnType<typeof selectListingCards>>[number];
