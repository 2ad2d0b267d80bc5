import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listings } from '../../db/schema/listings.schema';

/** Listings anyone may see (published, unsold), most recently changed first. */
export function findVisibleListingSlugs(db: Db, limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: listings.slug, updatedAt: listings.updatedAt })
    .from(listings)
    .where(and(eq(listings.status, 'PUBLISHED'), isNull(listings.soldAt), isNotNull(listings.publishedAt)))
    .orderBy(desc(listings.updatedAt), desc(listings.id))
    .limit(limit);
}
