import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { categories, cities } from '../../db/schema/catalog.schema';
import { listings } from '../../db/schema/listings.schema';

const publishingColumns = {
  id: listings.id,
  slug: listings.slug,
  status: listings.status,
  publishedAt: listings.publishedAt,
};

export type PublishingRow = NonNullable<Awaited<ReturnType<typeof findListingForSeller>>>;

export async function categoryExists(db: Db, categoryId: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  return Boolean(row);
}

/** The ten cities listings are filed under (spec §3); few enough to compare in memory. */
export function listCityPoints(db: Db) {
  return db.select({ id: cities.id, latitude: cities.latitude, longitude: cities.longitude }).from(cities);
}

export type NewListingDraft = Omit<typeof listings.$inferInsert, 'id' | 'status' | 'publishedAt'>;

export async function insertListingDraft(db: Db, draft: NewListingDraft) {
  const [row] = await db
    .insert(listings)
    .values({ ...draft, status: 'DRAFT' })
    .returning(publishingColumns);
  if (!row) throw new Error('listing draft was not inserted');
  return row;
}

/** Someone else's listing reads as missing, so ids of other sellers' drafts do not leak. */
export async function findListingForSeller(db: Db, id: string, sellerId: string) {
  const [row] = await db
    .select(publishingColumns)
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.sellerId, sellerId)));
  return row ?? null;
}
