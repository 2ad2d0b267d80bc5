import { searchResponseSchema } from '@shared/search/search.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, signIn } from '../../test/test-users';
import { createSearchFixtures, inventedWord } from './search.test-support';

/** The few-seconds first-page cache (ADR 078), on as in production; tests run without it by default. */
describe('GET /api/search: first-page cache', () => {
  let context: TestContext;
  let fixtures: Awaited<ReturnType<typeof createSearchFixtures>>;
  const word = inventedWord('cached');
  const ids: string[] = [];

  beforeAll(async () => {
    context = await createTestApp({ env: { SEARCH_CACHE: 'on' } });
    fixtures = await createSearchFixtures(context);
    for (const index of [1, 2, 3]) ids.push(await fixtures.createListing({ title: `Lamp ${index} ${word}` }));
    // The seller's own unpublished listing: never in anyone's search, cached or not.
    await fixtures.createListing({ title: `Draft lamp ${word}`, status: 'DRAFT' });
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await context.close();
  });

  async function search(queryString: string, headers: Record<string, string> = {}) {
    const response = await context.app.inject({ method: 'GET', url: `/api/search?${queryString}`, headers });
    expect(response.statusCode).toBe(200);
    return {
      cache: response.headers['x-search-cache'],
      data: searchResponseSchema.parse(response.json()).data,
      body: response.json() as unknown,
    };
  }

  it('answers a repeated first page from the cache with the same page', async () => {
    const first = await search(`query=${word}&limit=2`);
    expect(first.cache).toBe('miss');
    const second = await search(`query=${word}&limit=2`);
    expect(second.cache).toBe('hit');
    expect(second.body).toEqual(first.body);
    expect(first.data.total).toBe(3);
    // Another page size, facets or language is another key; later pages are never cached.
    expect((await search(`query=${word}&limit=3`)).cache).toBe('miss');
    expect((await search(`query=${word}&limit=2&facets=false`)).cache).toBe('miss');
    expect((await search(`query=${word}&limit=2`, { 'accept-language': 'de' })).cache).toBe('miss');
    const next = await search(`query=${word}&limit=2&cursor=${first.data.nextCursor}`);
    expect(next.cache).toBe('off');
    expect(next.data.listings).toHaveLength(1);
  });

  it('keys by the search as understood and keeps each request its own notes', async () => {
    const plain = await search(`query=${word}&sort=new`);
    expect(plain.cache).toBe('miss');
    // Spaces around the words and an unknown parameter do not change the search.
    const noisy = await search(`query=${encodeURIComponent(`  ${word}  `)}&sort=new&colour=red`);
    expect(noisy.cache).toBe('hit');
    expect(noisy.data.listings).toEqual(plain.data.listings);
    expect(plain.data.notes).toEqual([]);
    expect(noisy.data.notes).toEqual([
      expect.objectContaining({ param: 'colour', code: 'unknown_parameter' }),
    ]);
    expect((await search(`query=${word}&sort=new`)).data.notes).toEqual([]);
  });

  it('does not leak the signed-in seller: a guest gets the page the seller filled, with no private listing', async () => {
    const tokens = await signIn(context, fixtures.seller);
    const asSeller = await search(`query=${word}&sort=price-low`, bearer(tokens));
    expect(asSeller.cache).toBe('miss');
    const asGuest = await search(`query=${word}&sort=price-low`);
    expect(asGuest.cache).toBe('hit');
    expect(asGuest.body).toEqual(asSeller.body);
    expect(asGuest.data.listings.map((listing) => listing.id).sort()).toEqual([...ids].sort());
    expect(JSON.stringify(asGuest.body)).not.toContain('Draft lamp');
    expect(JSON.stringify(asGuest.body)).not.toContain(fixtures.seller.email);
  });
});

describe('GET /api/search: SEARCH_CACHE=off', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestApp({ env: { SEARCH_CACHE: 'off' } });
  });
  afterAll(async () => {
    await context.close();
  });

  it('searches every time', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await context.app.inject({ method: 'GET', url: '/api/search?query=lampe' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-search-cache']).toBe('off');
    }
  });
});
