import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { categories } from '../../db/schema/catalog.schema';
import { listings } from '../../db/schema/listings.schema';

export type CategoryRow = Awaited<ReturnType<typeof findAllCategories>>[number];

/**
 * What the tree shows, without the attribute schemas: parsing those JSON documents was most of
 * the tree's cost, and the tree never carried them (ADR 088).
 */
export function findAllCategories(db: Db) {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      parentId: categories.parentId,
      level: categories.level,
      nameEn: categories.nameEn,
      nameDe: categories.nameDe,
      icon: categories.icon,
    })
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
