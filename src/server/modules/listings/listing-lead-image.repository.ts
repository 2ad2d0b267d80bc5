import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listingMedia, listings } from '../../db/schema/listings.schema';

/** The storage key of a published listing's first gallery picture (primary first, then position). */
export async function findLeadImageKeyBySlug(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ storageKey: listingMedia.storageKey })
    .from(listingMedia)
    .innerJoin(listings, eq(listings.id, listingMedia.listingId))
    .where(and(eq(listings.slug, slug), eq(listings.status, 'PUBLISHED'), isNotNull(listings.publishedAt)))
    .orderBy(desc(listingMedia.isPrimary), asc(listingMedia.position))
    .limit(1);
  return row?.storageKey ?? null;
}
