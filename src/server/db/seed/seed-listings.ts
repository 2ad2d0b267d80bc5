import { inArray } from 'drizzle-orm';
import type { Db } from '../database';
import { listingMedia, listingPriceHistory, listings } from '../schema/listings.schema';
import type { DemoListing } from './demo-listing-generator';
import { chunk } from './seed-catalog';
import { seedImageSize } from './seed-images';
import { normaliseEmail } from './seed-users';

function listingRow(listing: DemoListing, sellerId: string): typeof listings.$inferInsert {
  return {
    slug: listing.slug,
    sellerId,
    status: listing.status,
    language: listing.language,
    title: listing.title,
    description: listing.description,
    categoryId: listing.categoryId,
    condition: listing.condition,
    priceCents: listing.priceCents,
    previousPriceCents: listing.priceDroppedAt === null ? null : listing.previousPriceCents,
    priceCurrency: 'EUR',
    priceKind: listing.priceKind,
    quantity: listing.quantity,
    attributes: listing.attributes,
    tags: listing.tags,
    features: listing.features,
    offersPickup: listing.offersPickup,
    offersShipping: listing.offersShipping,
    offersSameDay: listing.offersSameDay,
    shippingOptions: listing.shippingOptions,
    cityId: listing.cityId,
    latitude: listing.latitude,
    longitude: listing.longitude,
    watcherCount: listing.watcherCount,
    viewCount: listing.viewCount,
    publishedAt: listing.publishedAt,
    soldAt: listing.soldAt,
    createdAt: listing.createdAt,
    updatedAt: listing.updatedAt,
  };
}

/** A price drop shows as an older, higher price followed by the current one. */
function priceRows(listing: DemoListing, listingId: string): Array<typeof listingPriceHistory.$inferInsert> {
  if (listing.previousPriceCents === null || listing.priceDroppedAt === null) {
    return [{ listingId, priceCents: listing.priceCents, changedAt: listing.createdAt }];
  }
  return [
    { listingId, priceCents: listing.previousPriceCents, changedAt: listing.createdAt },
    { listingId, priceCents: listing.priceCents, changedAt: listing.priceDroppedAt },
  ];
}

function mediaRows(listing: DemoListing, listingId: string): Array<typeof listingMedia.$inferInsert> {
  return listing.images.map((image) => ({
    listingId,
    storageKey: image.storageKey,
    width: seedImageSize.width,
    height: seedImageSize.height,
    altText: image.altText,
    position: image.position,
    isPrimary: image.isPrimary,
    createdAt: listing.createdAt,
  }));
}

/**
 * Inserts listings that are not there yet (by slug) with their price history and media, one
 * transaction per batch: each batch is complete on its own and none holds the database for long.
 */
export async function insertListings(
  db: Db,
  demoListings: DemoListing[],
  userIds: Map<string, string>,
  batchSize = 100,
): Promise<{ created: number; ids: Map<string, string> }> {
  let created = 0;
  for (const batch of chunk(demoListings, batchSize)) {
    await db.transaction(async (tx) => {
      const rows = batch.map((listing) => {
        const sellerId = userIds.get(normaliseEmail(listing.sellerEmail));
        if (!sellerId) throw new Error(`Demo seller ${listing.sellerEmail} is missing`);
        return listingRow(listing, sellerId);
      });
      const inserted = await tx
        .insert(listings)
        .values(rows)
        .onConflictDoNothing({ target: listings.slug })
        .returning({ id: listings.id, slug: listings.slug });
      if (inserted.length === 0) return;
      const bySlug = new Map(batch.map((listing) => [listing.slug, listing]));
      const fresh = inserted.map((row) => ({ id: row.id, listing: bySlug.get(row.slug)! }));
      await tx.insert(listingPriceHistory).values(fresh.flatMap(({ id, listing }) => priceRows(listing, id)));
      const media = fresh.flatMap(({ id, listing }) => mediaRows(listing, id));
      for (const rows of chunk(media, 200)) await tx.insert(listingMedia).values(rows);
      created += inserted.length;
    });
  }
  const slugs = demoListings.map((listing) => listing.slug);
  const ids = new Map<string, string>();
  for (const part of chunk(slugs, 500)) {
    const rows = await db
      .select({ id: listings.id, slug: listings.slug })
      .from(listings)
      .where(inArray(listings.slug, part));
    for (const row of rows) ids.set(row.slug, row.id);
  }
  return { created, ids };
}
