import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { categories } from '../../db/schema/catalog.schema';

export type CategoryRow = typeof categories.$inferSelect;

export function findAllCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
}
