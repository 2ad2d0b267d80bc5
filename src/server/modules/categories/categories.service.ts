import type { CategoryNode } from '@shared/catalog/category.schema';
import type { CategoryCount } from '@shared/catalog/category-counts.schema';
import { flattenTaxonomy } from '@shared/catalog/taxonomy';
import { createExpiringCache } from '../../core/expiring-cache';
import type { Db } from '../../db/database';
import { presentCategoryTree } from './categories.presenter';
import { countVisibleListingsByCategory, findAllCategories } from './categories.repository';

export async function readCategoryTree(db: Db): Promise<CategoryNode[]> {
  return presentCategoryTree(await findAllCategories(db));
}

/**
 * How long a node reuses the tree (ADR 088). Categories change only when a release's catalogue is
 * upserted at start, and a node keeps answering with its own release's taxonomy anyway; the minute
 * bounds how long a node started before that upsert shows the earlier tree.
 */
export const categoryTreeTtlMs = 60_000;

/** One reader per app; with `isCached` the tree is read at most once per `categoryTreeTtlMs`. */
export function createCategoryTreeReader(
  db: Db,
  options: { isCached: boolean; now?: () => number },
): () => Promise<CategoryNode[]> {
  if (!options.isCached) return () => readCategoryTree(db);
  const tree = createExpiringCache<CategoryNode[]>({
    ttlMs: categoryTreeTtlMs,
    maxEntries: 1,
    now: options.now,
  });
  return async () => (await tree.remember('tree', () => readCategoryTree(db))).value;
}

/** Counts are for browsing, not bookkeeping: half a minute old is fine and spares the database. */
export const categoryCountsTtlMs = 30_000;

/**
 * Adds each category's own count to itself and every ancestor, so a parent shows everything
 * beneath it. Every taxonomy category is listed (zero when empty), parents before children.
 */
export function rollUpCategoryCounts(own: readonly { categoryId: string; count: number }[]): CategoryCount[] {
  const taxonomy = flattenTaxonomy();
  const totals = new Map(taxonomy.map((category) => [category.id, 0]));
  const pathOf = new Map(taxonomy.map((category) => [category.id, category.path]));
  for (const { categoryId, count } of own) {
    for (const id of pathOf.get(categoryId) ?? []) totals.set(id, (totals.get(id) ?? 0) + count);
  }
  return taxonomy.map((category) => ({ id: category.id, count: totals.get(category.id) ?? 0 }));
}

/** One reader per app, so its cache lives and dies with the app (and each test app starts fresh). */
export function createCategoryCountsReader(db: Db, options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? categoryCountsTtlMs;
  const now = options.now ?? Date.now;
  let cached: { expiresAt: number; counts: Promise<CategoryCount[]> } | undefined;
  return function readCategoryCounts(): Promise<CategoryCount[]> {
    if (cached && cached.expiresAt > now()) return cached.counts;
    // Concurrent requests share one query; a failed query is not cached.
    const counts = countVisibleListingsByCategory(db).then(rollUpCategoryCounts);
    const entry = { expiresAt: now() + ttlMs, counts };
    cached = entry;
    counts.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return counts;
  };
}
