import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createSearchFixtures, freeShipping, inventedWord, paidShipping } from './search.test-support';

describe('GET /api/search: filters, sorts and paging', () => {
  let context: TestContext;
  let fixtures: Awaited<ReturnType<typeof createSearchFixtures>>;
  const word = inventedWord('filt');
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    context = await createTestApp();
    fixtures = await createSearchFixtures(context);
    const create = fixtures.createListing;
    ids.jacket = await create({
      title: `Winter jacket ${word}`,
      categoryId: 'fashion-women-jackets',
      condition: 'new',
      priceCents: 4_500,
      tags: ['Outdoor', word],
      offersPickup: true,
    });
    ids.dress = await create({
      title: `Summer dress ${word}`,
      categoryId: 'fashion-women-dresses',
      condition: 'excellent',
      priceCents: 2_000,
      offersPickup: false,
      offersShipping: true,
      shippingOptions: [freeShipping],
    });
    ids.phone = await create({
      title: `Smartphone ${word}`,
      categoryId: 'electronics-phones-smartphones',
      condition: 'good',
      priceCents: 25_000,
      offersPickup: false,
      offersShipping: true,
      shippingOptions: [paidShipping],
    });
    ids.lamp = await create({
      title: `Desk lamp ${word}`,
      categoryId: 'home-lighting',
      condition: 'fair',
      priceCents: 999,
      offersPickup: false,
      offersSameDay: true,
      previousPriceCents: 1_500,
    });
    ids.draft = await create({ title: `Draft ${word}`, status: 'DRAFT', publishedAt: null });
    ids.archived = await create({ title: `Archived ${word}`, status: 'ARCHIVED' });
    ids.needsAction = await create({ title: `Blocked ${word}`, status: 'NEEDS_ACTION' });
    ids.sold = await create({ title: `Sold ${word}`, soldAt: new Date() });
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await context.close();
  });

  const idsOf = (data: { listings: { id: string }[] }) => data.listings.map((listing) => listing.id).sort();
  const expectIds = (data: { listings: { id: string }[] }, names: string[]) =>
    expect(idsOf(data)).toEqual(names.map((name) => ids[name]).sort());

  it('finds only published, unsold listings', async () => {
    const { data } = await fixtures.search(`query=${word}`);
    expectIds(data, ['jacket', 'dress', 'phone', 'lamp']);
    expect(data.total).toBe(4);
    expect(data.totalIsCapped).toBe(false);
    expect(data.applied.sort).toBe('relevance');
    expect(data.notes).toEqual([]);
  });

  it('filters by category including sub-categories, and counts facets per level', async () => {
    const { data } = await fixtures.search(`query=${word}&category=fashion`);
    expectIds(data, ['jacket', 'dress']);
    expect(data.facets?.categories).toEqual(
      expect.arrayContaining([
        { id: 'fashion', count: 2 },
        { id: 'fashion-women', count: 2 },
      ]),
    );
    const leaf = await fixtures.search(`query=${word}&category=fashion-women-dresses`);
    expectIds(leaf.data, ['dress']);
  });

  it('counts facets over the whole match set on the first page only', async () => {
    const { data } = await fixtures.search(`query=${word}&limit=1`);
    expect(data.facets?.isPartial).toBe(false);
    expect(data.facets?.categories).toEqual(
      expect.arrayContaining([
        { id: 'fashion', count: 2 },
        { id: 'electronics', count: 1 },
        { id: 'home', count: 1 },
      ]),
    );
    expect(data.facets?.conditions).toContainEqual({ value: 'new', count: 1 });
    expect(data.facets?.fulfillment).toEqual([
      { value: 'pickup', count: 1 },
      { value: 'shipping', count: 2 },
      { value: 'sameday', count: 1 },
    ]);
    expect(data.facets?.priceBands.map((band) => band.count)).toEqual([1, 2, 0, 0, 1, 0]);
    const next = await fixtures.search(`query=${word}&limit=1&cursor=${data.nextCursor}`);
    expect(next.data.facets).toBeNull();
    const withoutFacets = await fixtures.search(`query=${word}&facets=false`);
    expect(withoutFacets.data.facets).toBeNull();
  });

  it('filters by tag (case-insensitive), condition, fulfillment, free shipping and price', async () => {
    expectIds((await fixtures.search(`query=${word}&tag=OUTDOOR`)).data, ['jacket']);
    expectIds((await fixtures.search(`query=${word}&condition=new,fair`)).data, ['jacket', 'lamp']);
    expectIds((await fixtures.search(`query=${word}&fulfillment=pickup,sameday`)).data, ['jacket', 'lamp']);
    expectIds((await fixtures.search(`query=${word}&shipping=free`)).data, ['dress']);
    expectIds((await fixtures.search(`query=${word}&priceMin=20&priceMax=45`)).data, ['jacket', 'dress']);
    expectIds((await fixtures.search(`query=${word}&priceMax=9.99`)).data, ['lamp']);
  });

  it('sorts by newest and by price both ways', async () => {
    const newest = await fixtures.search(`query=${word}&sort=new`);
    expect(newest.data.listings.map((listing) => listing.id)).toEqual([
      ids.lamp,
      ids.phone,
      ids.dress,
      ids.jacket,
    ]);
    const cheap = await fixtures.search(`query=${word}&sort=price-low`);
    expect(cheap.data.listings.map((listing) => listing.price)).toEqual([9.99, 20, 45, 250]);
    const dear = await fixtures.search(`query=${word}&sort=price-high`);
    expect(dear.data.listings.map((listing) => listing.price)).toEqual([250, 45, 20, 9.99]);
    expect(dear.data.listings.find((listing) => listing.id === ids.lamp)?.previousPrice).toBe(15);
  });

  it('pages every sort with a cursor, without duplicates or gaps', async () => {
    for (const sort of ['relevance', 'new', 'price-low', 'price-high']) {
      const all = (await fixtures.search(`query=${word}&sort=${sort}&limit=48`)).data.listings.map(
        (l) => l.id,
      );
      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await fixtures.search(
          `query=${word}&sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.status).toBe(200);
        paged.push(...page.data.listings.map((listing) => listing.id));
        cursor = page.data.nextCursor;
      } while (cursor && paged.length < 10);
      expect(paged).toEqual(all);
      expect(paged).toHaveLength(4);
    }
  });

  it('pages the whole catalogue by newest without a query', async () => {
    const first = await fixtures.search('limit=5');
    expect(first.data.applied.sort).toBe('new');
    const second = await fixtures.search(`limit=5&cursor=${first.data.nextCursor}`);
    const firstIds = first.data.listings.map((listing) => listing.id);
    for (const listing of second.data.listings) expect(firstIds).not.toContain(listing.id);
    expect(Date.parse(second.data.listings[0]?.publishedAt ?? '')).toBeLessThanOrEqual(
      Date.parse(first.data.listings.at(-1)?.publishedAt ?? ''),
    );
  });

  it('answers 400 for a malformed cursor or one from another sort', async () => {
    const malformed = await fixtures.search(`query=${word}&cursor=not-a-cursor`);
    expect(malformed.status).toBe(400);
    expect((malformed.body as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
    const first = await fixtures.search(`query=${word}&sort=new&limit=1`);
    const crossed = await fixtures.search(`query=${word}&sort=price-low&cursor=${first.data.nextCursor}`);
    expect(crossed.status).toBe(400);
  });

  it('notes unknown parameters, bad values and clamped limits instead of failing', async () => {
    const { status, data } = await fixtures.search(
      `query=${word}&colour=red&sort=cheapest&limit=500&condition=mint`,
    );
    expect(status).toBe(200);
    expect(data.total).toBe(4);
    expect(data.listings).toHaveLength(4);
    expect(data.notes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ param: 'colour', code: 'unknown_parameter' }),
        expect.objectContaining({ param: 'sort', code: 'invalid_value' }),
        expect.objectContaining({ param: 'limit', code: 'clamped' }),
        expect.objectContaining({ param: 'condition', code: 'invalid_value' }),
      ]),
    );
  });

  it('answers an unknown category with no results and a note', async () => {
    const { status, data } = await fixtures.search(`query=${word}&category=no-such-category`);
    expect(status).toBe(200);
    expect(data.listings).toEqual([]);
    expect(data.total).toBe(0);
    expect(data.notes).toContainEqual(
      expect.objectContaining({ param: 'category', code: 'unknown_category' }),
    );
  });
});
