import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { searchListings } from './search.service';
import { createSearchFixtures, inventedWord } from './search.test-support';

/**
 * Broad searches (thousands of matches in production) rank newest first and walk the order's
 * index; a threshold of 3 lets six listings take that path here.
 */
describe('search: broad searches', () => {
  let context: TestContext;
  let fixtures: Awaited<ReturnType<typeof createSearchFixtures>>;
  const word = inventedWord('broad');
  const created: string[] = [];

  beforeAll(async () => {
    context = await createTestApp();
    fixtures = await createSearchFixtures(context);
    // Created in order, so later ones are newer (the fixtures publish a minute apart).
    for (const [index, priceCents] of [500, 9_000, 2_500, 7_000, 1_000, 4_000].entries()) {
      created.push(await fixtures.createListing({ title: `Item ${index} ${word}`, priceCents }));
    }
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await context.close();
  });

  const search = (params: Record<string, string>, cursor?: string, broadSearchMatches = 3) =>
    searchListings(context.database.db, { params }, { limit: 2, cursor, broadSearchMatches });

  async function allPages(params: Record<string, string>, broadSearchMatches?: number) {
    const ids: string[] = [];
    let page = await search(params, undefined, broadSearchMatches);
    ids.push(...page.listings.map((listing) => listing.id));
    while (page.nextCursor) {
      page = await search(params, page.nextCursor, broadSearchMatches);
      ids.push(...page.listings.map((listing) => listing.id));
    }
    return { ids, total: page.total };
  }

  it('orders a broad relevance search newest first, across pages without gaps or repeats', async () => {
    const { ids, total } = await allPages({ query: word });
    expect(ids).toEqual([...created].reverse());
    expect(total).toBe(6);
  });

  it('keeps price sorts exact when broad', async () => {
    const { ids } = await allPages({ query: word, sort: 'price-low' });
    const byPrice = [0, 4, 2, 5, 3, 1].map((index) => created[index]);
    expect(ids).toEqual(byPrice);
  });

  it('pages a search of more matches than the count cap newest first, with or without the newest window', async () => {
    for (const newestWindow of [4_000, 2, 0]) {
      const options = { limit: 2, broadSearchMatches: 3, countCap: 4, newestWindow };
      let page = await searchListings(context.database.db, { params: { query: word } }, options);
      expect(page.total).toBe(4);
      expect(page.totalIsCapped).toBe(true);
      const ids = page.listings.map((listing) => listing.id);
      while (page.nextCursor) {
        page = await searchListings(
          context.database.db,
          { params: { query: word } },
          { ...options, cursor: page.nextCursor },
        );
        ids.push(...page.listings.map((listing) => listing.id));
      }
      expect(ids).toEqual([...created].reverse());
    }
  });

  it('ranks a narrow search by ts_rank as before', async () => {
    const first = await search({ query: word }, undefined, 100);
    expect(first.listings).toHaveLength(2);
    const { ids } = await allPages({ query: word }, 100);
    expect([...ids].sort()).toEqual([...created].sort());
  });
});
