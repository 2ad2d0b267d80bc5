import { searchCountCap } from '@shared/search/search.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createSearchFixtures, inventedWord } from './search.test-support';

/**
 * The count cap with the production constant (ADR 078): 1,000 matches are counted exactly, more
 * are "1,000+" and the facets then count the first 1,001 matches only. The listings are copies of
 * one fixture made by one INSERT ... SELECT, so seeding past the cap costs one statement.
 */
describe('GET /api/search: counts stop at the cap', () => {
  let context: TestContext;
  let fixtures: Awaited<ReturnType<typeof createSearchFixtures>>;
  const word = inventedWord('capped');
  const slugPrefix = `search-cap-${word}-`;

  /** `copies` more listings like `templateId`, the first `inFashion` of them in a fashion leaf. */
  async function copyListing(templateId: string, copies: number, inFashion: number, batch: string) {
    const columns = await context.database.db.execute<{ name: string }>(sql`
      SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'listings' AND is_generated = 'NEVER'
        AND column_name NOT IN ('id', 'slug', 'category_id', 'published_at')`);
    const list = sql.raw(columns.rows.map((column) => `"${column.name}"`).join(', '));
    await context.database.db.execute(sql`
      INSERT INTO listings (slug, category_id, published_at, ${list})
      SELECT ${`${slugPrefix}${batch}-`} || copy, CASE WHEN copy <= ${inFashion}::int
          THEN 'fashion-women-jackets' ELSE category_id END,
        published_at - make_interval(secs => copy), ${list}
      FROM listings, generate_series(1, ${copies}::int) AS copy WHERE id = ${templateId}::uuid`);
  }

  beforeAll(async () => {
    context = await createTestApp();
    fixtures = await createSearchFixtures(context);
    const templateId = await fixtures.createListing({
      title: `Phone ${word}`,
      tags: [word],
      publishedAt: new Date(Date.UTC(2001, 0, 1)),
    });
    // 1,000 matches: 600 in fashion, 400 phones (the template among them).
    await copyListing(templateId, searchCountCap - 1, 600, 'a');
  });
  afterAll(async () => {
    await context.database.db.execute(sql`DELETE FROM listings WHERE slug LIKE ${`${slugPrefix}%`}`);
    await fixtures.cleanUp();
    await context.close();
  });

  const categoryCount = (facets: { categories: { id: string; count: number }[] } | null, id: string) =>
    facets?.categories.find((category) => category.id === id)?.count ?? 0;

  it('counts exactly up to the cap, through the text index and through the tag filter', async () => {
    for (const query of [`query=${word}`, `tag=${word}`]) {
      const { data } = await fixtures.search(`${query}&limit=2`);
      expect(data.total).toBe(searchCountCap);
      expect(data.totalIsCapped).toBe(false);
      expect(data.facets?.isPartial).toBe(false);
      expect(categoryCount(data.facets, 'fashion')).toBe(600);
      expect(categoryCount(data.facets, 'electronics')).toBe(400);
      const withoutFacets = await fixtures.search(`${query}&facets=false&limit=2`);
      expect(withoutFacets.data.total).toBe(searchCountCap);
      expect(withoutFacets.data.totalIsCapped).toBe(false);
    }
  });

  it('stops at the cap above it: "1,000+", facets over the first 1,001 matches as lower bounds', async () => {
    const [extra] = (
      await context.database.db.execute<{ id: string }>(
        sql`SELECT id FROM listings WHERE slug = ${`${slugPrefix}a-999`}`,
      )
    ).rows;
    // 50 more phones: 1,050 matches, 600 in fashion and 450 phones.
    await copyListing(extra?.id ?? '', 50, 0, 'b');
    for (const query of [`query=${word}`, `tag=${word}`, `query=${word}&sort=price-low`]) {
      const { data } = await fixtures.search(`${query}&limit=2`);
      expect(data.total).toBe(searchCountCap);
      expect(data.totalIsCapped).toBe(true);
      expect(data.listings).toHaveLength(2);
      expect(data.facets?.isPartial).toBe(true);
      const fashion = categoryCount(data.facets, 'fashion');
      const electronics = categoryCount(data.facets, 'electronics');
      expect(fashion + electronics).toBe(searchCountCap + 1);
      expect(fashion).toBeLessThanOrEqual(600);
      expect(electronics).toBeLessThanOrEqual(450);
      const bands = data.facets?.priceBands.reduce((sum, band) => sum + band.count, 0);
      expect(bands).toBe(searchCountCap + 1);
      const withoutFacets = await fixtures.search(`${query}&facets=false&limit=2`);
      expect(withoutFacets.data.total).toBe(searchCountCap);
      expect(withoutFacets.data.totalIsCapped).toBe(true);
      const next = await fixtures.search(`${query}&limit=2&cursor=${data.nextCursor}`);
      expect(next.data.total).toBe(searchCountCap);
      expect(next.data.totalIsCapped).toBe(true);
      expect(next.data.listings.map((listing) => listing.id)).not.toContain(data.listings[0]?.id);
    }
  });
});
