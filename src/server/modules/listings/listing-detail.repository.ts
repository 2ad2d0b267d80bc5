import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared-statement';
import { listingCardColumns } from '../../db/projections/listing-card.projection';
import { cities } from '../../db/schema/catalog.schema';
import { listingMedia, listings } from '../../db/schema/listings.schema';
import { listingViewDays } from '../../db/schema/marketplaces.schema';
import { users } from '../../db/schema/users.schema';

export type ListingDetailRow = NonNullable<Awaited<ReturnType<typeof findListingBySlug>>>;
export type ListingMediaRow = Awaited<ReturnType<typeof findListingMedia>>[number];

const listingBySlug = preparedPerDatabase((db) =>
  db
    .select({
      id: listings.id,
      slug: listings.slug,
      status: listings.status,
      moderationRestriction: listings.moderationRestriction,
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
        cityLabel: sql<string | null>`(SELECT c.label FROM ${cities} c WHERE c.id = ${users.cityId})`.as(
          'seller_city_label',
        ),
        createdAt: users.createdAt,
      },
    })
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare(''),
);

/** One listing with its city and seller, whatever its status: the service decides what is visible. */
export async function findListingBySlug(db: Db, slug: string) {
  const [row] = await listingBySlug(db).execute({ slug });
  return row;
}

const listingMediaOf = preparedPerDatabase((db) =>
  db
    .select({
      storageKey: listingMedia.storageKey,
      width: listingMedia.width,
      height: listingMedia.height,
      altText: listingMedia.altText,
    })
    .from(listingMedia)
    .where(eq(listingMedia.listingId, sql.placeholder('listingId')))
    .orderBy(desc(listingMedia.isPrimary), asc(listingMedia.position))
    .prepare(''),
);

export function findListingMedia(db: Db, listingId: string) {
  return listingMediaOf(db).execute({ listingId });
}

const liveSellerListings = and(
  eq(listings.status, 'PUBLISHED'),
  isNull(listings.soldAt),
  sql`${listings.publishedAt} IS NOT NULL`,
);

/** The listing page's "more from this seller", the one the page shows beside. */
const otherSellerListings = preparedPerDatabase((db) =>
  db
    .select(listingCardColumns)
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .where(
      and(
        liveSellerListings,
        eq(listings.sellerId, sql.placeholder('sellerId')),
        ne(listings.id, sql.placeholder('excludeId')),
      ),
    )
    .orderBy(desc(listings.publishedAt), desc(listings.id))
    .limit(sql.placeholder('limit'))
    .prepare(''),
);

/** The seller's published, unsold listings (other than `excludeId`), newest first. */
export function findSellerListings(db: Db, options: { sellerId: string; excludeId?: string; limit: number }) {
  if (options.excludeId) return otherSellerListings(db).execute(options);
  return db
    .select(listingCardColumns)
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .where(and(liveSellerListings, eq(listings.sellerId, options.sellerId)))
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

/**
 * One more view: the listing's total and today's anonymous day counter (issue 19, the seller's
 * status panel). Nothing about the viewer is stored. One statement (the update as a CTE) rather
 * than two, since every view of the most frequent page pays for it (ADR 088). Fire and forget from
 * the service: a lost view never matters.
 */
export async function incrementViewCount(db: Db, listingId: string, day: string): Promise<void> {
  await db.execute(sql`
    WITH counted AS (
      UPDATE ${listings} SET ${sql.identifier(listings.viewCount.name)} = ${listings.viewCount} + 1
      WHERE ${listings.id} = ${listingId}
    )
    INSERT INTO ${listingViewDays} (${sql.identifier(listingViewDays.listingId.name)}, ${sql.identifier(listingViewDays.day.name)}, ${sql.identifier(listingViewDays.views.name)})
    VALUES (${listingId}, ${day}, 1)
    ON CONFLICT (${sql.identifier(listingViewDays.listingId.name)}, ${sql.identifier(listingViewDays.day.name)})
    DO UPDATE SET ${sql.identifier(listingViewDays.views.name)} = ${listingViewDays.views} + 1`);
}
