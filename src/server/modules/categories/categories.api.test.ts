import { randomUUID } from 'node:crypto';
import { type CategoryNode, categoryTreeResponseSchema } from '@shared/catalog/category.schema';
import { categoryCountsResponseSchema } from '@shared/catalog/category-counts.schema';
import { flattenTaxonomy } from '@shared/catalog/taxonomy';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories as categoriesTable } from '../../db/schema/catalog.schema';
import { deleteDealListings, insertDealListings, uniqueTestPoint } from '../../test/deal-test-listings';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser } from '../../test/test-users';
import {
  categoryTreeTtlMs,
  createCategoryCountsReader,
  createCategoryTreeReader,
} from './categories.service';

/** A leaf no other test files listings in, so its count is this file's to reason about. */
const leafId = 'musical-instruments-studio-dj';
const parentId = 'musical-instruments';

describe('category counts', () => {
  let context: TestContext;
  let ids: string[] = [];

  const countVisibleInLeaf = async () => {
    const result = await context.database.pool.query<{ count: string }>(
      "SELECT count(*) FROM listings WHERE category_id = $1 AND status = 'PUBLISHED' AND sold_at IS NULL",
      [leafId],
    );
    return Number(result.rows[0]?.count);
  };

  beforeAll(async () => {
    context = await createTestApp();
    const seller = await createTestUser(context);
    const point = uniqueTestPoint({ latitude: 50.4, longitude: 9.9 });
    const rows = await insertDealListings(context, {
      sellerId: seller.id,
      point,
      specs: [
        { title: 'Counttest mixer one', priceCents: 10_000, categoryId: leafId },
        { title: 'Counttest mixer two', priceCents: 12_000, categoryId: leafId },
        { title: 'Counttest draft mixer', priceCents: 9_000, categoryId: leafId, status: 'DRAFT' },
        { title: 'Counttest archived mixer', priceCents: 9_000, categoryId: leafId, status: 'ARCHIVED' },
        { title: 'Counttest sold mixer', priceCents: 9_000, categoryId: leafId, isSold: true },
      ],
    });
    ids = rows.map((row) => row.id);
  });

  afterAll(async () => {
    await deleteDealListings(context, ids);
    await context.close();
  });

  it('counts published, unsold listings per category including sub-categories', async () => {
    const expectedLeaf = await countVisibleInLeaf();
    const response = await context.app.inject({ method: 'GET', url: '/api/categories/counts' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=30');
    const { counts } = categoryCountsResponseSchema.parse(response.json()).data;
    const countOf = new Map(counts.map((entry) => [entry.id, entry.count]));

    expect(counts.map((entry) => entry.id)).toEqual(flattenTaxonomy().map((category) => category.id));
    expect(countOf.get(leafId)).toBe(expectedLeaf);
    expect(expectedLeaf).toBeGreaterThanOrEqual(2);

    const tree = await context.app.inject({ method: 'GET', url: '/api/categories' });
    const { categories } = categoryTreeResponseSchema.parse(tree.json()).data;
    const checkParent = (node: CategoryNode) => {
      const childSum = node.children.reduce((sum, child) => sum + (countOf.get(child.id) ?? 0), 0);
      expect(countOf.get(node.id)).toBeGreaterThanOrEqual(childSum);
      node.children.forEach(checkParent);
    };
    categories.forEach(checkParent);
    expect(countOf.get(parentId)).toBeGreaterThanOrEqual(expectedLeaf);
    const total = counts
      .filter((entry) => categories.some((root) => root.id === entry.id))
      .reduce((sum, entry) => sum + entry.count, 0);
    expect(total).toBeGreaterThan(0);
  });

  it('keeps counts for 30 seconds, then reads them again', async () => {
    let now = 1_000_000;
    const readCounts = createCategoryCountsReader(context.database.db, { now: () => now });
    const before = (await readCounts()).find((entry) => entry.id === leafId)?.count ?? 0;
    const extra = await insertDealListings(context, {
      sellerId: (await createTestUser(context)).id,
      point: uniqueTestPoint({ latitude: 50.4, longitude: 9.9 }),
      specs: [{ title: 'Counttest late mixer', priceCents: 5_000, categoryId: leafId }],
    });
    ids.push(...extra.map((row) => row.id));

    now += 29_000;
    expect((await readCounts()).find((entry) => entry.id === leafId)?.count).toBe(before);
    now += 2_000;
    expect((await readCounts()).find((entry) => entry.id === leafId)?.count).toBe(before + 1);
  });
});

describe('category tree per node for a minute (ADR 088)', () => {
  let context: TestContext;
  // A top-level category of this file alone, removed afterwards (as the pricing tests do).
  const id = `tree-cache-test-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(async () => {
    await context.database.db.delete(categoriesTable).where(inArray(categoriesTable.id, [id]));
    await context.close();
  });

  const hasTestCategory = (tree: CategoryNode[]) => tree.some((node) => node.id === id);

  it('reads the tree once per TTL on the injected clock, and every time when off', async () => {
    let now = 0;
    const readCached = createCategoryTreeReader(context.database.db, { isCached: true, now: () => now });
    const readUncached = createCategoryTreeReader(context.database.db, { isCached: false });
    const before = await readCached();
    expect(before.length).toBeGreaterThan(0);
    expect(hasTestCategory(before)).toBe(false);
    await context.database.db.insert(categoriesTable).values({
      id,
      slug: id,
      parentId: null,
      level: 0,
      position: 999,
      nameEn: 'Tree cache test',
      nameDe: 'Baum-Cache-Test',
    });
    expect(hasTestCategory(await readUncached())).toBe(true);
    now = categoryTreeTtlMs - 1;
    expect(hasTestCategory(await readCached())).toBe(false);
    now = categoryTreeTtlMs;
    expect(hasTestCategory(await readCached())).toBe(true);
  });
});
