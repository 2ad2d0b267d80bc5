import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cities } from '../../db/schema/catalog.schema';
import { listingMedia, listings } from '../../db/schema/listings.schema';
import { users } from '../../db/schema/users.schema';

export type ListingPageHeadRow = NonNullable<Awaited<ReturnType<typeof findListingPageHeadBySlug>>>;

/**
 * What the listing page's HTML head needs, in one query (the shell waits for it): the listing in
 * any status (the service decides between 200, 404 and 410), its city, seller name and first
 * gallery picture (primary first, then position; the lead image of ADR 044 too) with the number of
 * pictures.
 */
export async function findListingPageHeadBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: listings.id,
      slug: listings.slug,
      status: listings.status,
      moderationRestriction: listings.moderationRestriction,
      title: listings.title,
      description: listings.description,
      categoryId: listings.categoryId,
      condition: listings.condition,
      priceCents: listings.priceCents,
      priceCurrency: listings.priceCurrency,
      priceKind: listings.priceKind,
      // For the first screen's price and badges (ADR 089).
      previousPriceCents: listings.previousPriceCents,
      offersSameDay: listings.offersSameDay,
      shippingOptions: listings.shippingOptions,
      publishedAt: listings.publishedAt,
      soldAt: listings.soldAt,
      reservedAt: listings.reservedAt,
      cityLabel: cities.label,
      sellerName: users.displayName,
      image: sql<{
        storageKey: string;
        width: number;
        height: number;
        altText: string;
        count: number;
      } | null>`(
        SELECT json_build_object(
          'storageKey', m.storage_key, 'width', m.width, 'height', m.height, 'altText', m.alt_text,
          -- the gallery's size, for the first screen's counter (ADR 089); counted before LIMIT
          'count', count(*) OVER ()
        )
        FROM ${listingMedia} m
        WHERE m.listing_id = ${listings.id}
        ORDER BY m.is_primary DESC, m.position ASC
        LIMIT 1
      )`.as('lead_image'),
    })
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.slug, slug))
    .limit(1);
  return row;
}
