import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { categories } from '../../db/schema/catalog.schema';
import { listings } from '../../db/schema/listings.schema';

export type CategoryRow = typeof categories.$inferSelect;

export function findAllCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
}

/** Published, unsold listings per category they are filed in (usually a leaf). */
export function countVisibleListingsByCategory(db: Db): Promise<{ categoryId: string; count: number }[]> {
  return db
    .select({ categoryId: listings.categoryId, count: count() })
    .from(listings)
    .where(and(eq(listings.status, 'PUBLISHED'), isNull(listings.soldAt)))
    .groupBy(listings.categoryId);
}
