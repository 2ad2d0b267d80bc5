import { cities } from '@shared/catalog/cities.data';
import { flattenTaxonomy } from '@shared/catalog/taxonomy';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../database';
import { categories, cities as citiesTable } from '../schema/catalog.schema';

/** `excluded.<column>` for ON CONFLICT … DO UPDATE: take the value that was about to be inserted. */
export const excluded = (column: PgColumn): SQL => sql.raw(`excluded."${column.name}"`);

export function chunk<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/** Inserts or refreshes every category and city, so new taxonomy entries reach existing databases. */
export async function upsertCatalog(db: Db): Promise<{ categories: number; cities: number }> {
  const categoryRows = flattenTaxonomy().map((category) => ({
    id: category.id,
    slug: category.slug,
    parentId: category.parentId,
    level: category.level,
    position: category.position,
    nameEn: category.name.en,
    nameDe: category.name.de,
    icon: category.icon,
    attributeSchema: category.attributeSchema,
  }));
  const { id: _categoryId, ...categoryColumns } = getTableColumns(categories);
  const { id: _cityId, createdAt: _createdAt, ...cityColumns } = getTableColumns(citiesTable);
  await db.transaction(async (tx) => {
    for (const rows of chunk(categoryRows, 100)) {
      await tx
        .insert(categories)
        .values(rows)
        .onConflictDoUpdate({
          target: categories.id,
          set: Object.fromEntries(
            Object.entries(categoryColumns).map(([key, column]) => [key, excluded(column)]),
          ),
        });
    }
    await tx
      .insert(citiesTable)
      .values(cities)
      .onConflictDoUpdate({
        target: citiesTable.id,
        set: Object.fromEntries(Object.entries(cityColumns).map(([key, column]) => [key, excluded(column)])),
      });
  });
  return { categories: categoryRows.length, cities: cities.length };
}
