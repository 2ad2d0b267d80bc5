import { errorResponseSchema } from '@shared/api/error.schema';
import { dealSegmentIds } from '@shared/deals/deal-segments';
import {
  dealsResponseSchema,
  nearbyFeedResponseSchema,
  priceDropsFeedResponseSchema,
} from '@shared/deals/deals.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteDealListings,
  insertDealListings,
  type TestPoint,
  uniqueTestPoint,
} from '../../test/deal-test-listings';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser } from '../../test/test-users';

describe('home feeds and deals', () => {
  let context: TestContext;
  let point: TestPoint;
  let ids: string[] = [];
  const slugs: Record<string, string> = {};

  const near = () => `lat=${point.latitude}&lng=${point.longitude}&radius=5`;
  const getDeals = async (segment: string, query = '') => {
    const response = await context.app.inject({ method: 'GET', url: `/api/deals/${segment}?${query}` });
    expect(response.statusCode).toBe(200);
    return dealsResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    context = await createTestApp();
    const seller = await createTestUser(context);
    // The Uckermark countryside: no seeded listing is within 5 km.
    point = uniqueTestPoint({ latitude: 53.25, longitude: 13.85 });
    const specs = {
      dropped: { title: 'Dealtest dropped lamp', priceCents: 3000, droppedFromCents: 4500 },
      cheap: { title: 'Dealtest cheap mug', priceCents: 1500 },
      twenty: { title: 'Dealtest twenty euro vase', priceCents: 2000 },
      freeShipping: { title: 'Dealtest free shipping book', priceCents: 2500, hasFreeShipping: true },
      sameDay: { title: 'Dealtest same day chair', priceCents: 6000, offersSameDay: true },
      draft: {
        title: 'Dealtest draft radio',
        priceCents: 900,
        droppedFromCents: 1900,
        hasFreeShipping: true,
        offersSameDay: true,
        status: 'DRAFT' as const,
      },
      sold: {
        title: 'Dealtest sold clock',
        priceCents: 800,
        droppedFromCents: 1800,
        hasFreeShipping: true,
        offersSameDay: true,
        isSold: true,
      },
    };
    const rows = await insertDealListings(context, {
      sellerId: seller.id,
      point,
      specs: Object.values(specs),
    });
    ids = rows.map((row) => row.id);
    for (const [index, key] of Object.keys(specs).entries()) slugs[key] = rows[index]?.slug ?? '';
  });

  afterAll(async () => {
    await deleteDealListings(context, ids);
    await context.close();
  });

  it('feeds "near you" with the newest listings around a point', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/api/feeds/nearby?${near()}&limit=24` });
    expect(response.statusCode).toBe(200);
    const { listings, location } = nearbyFeedResponseSchema.parse(response.json()).data;
    expect(location).not.toBeNull();
    expect(location?.radiusKm).toBe(5);
    expect(listings.map((listing) => listing.slug).sort()).toEqual(
      [slugs.dropped, slugs.cheap, slugs.twenty, slugs.freeShipping, slugs.sameDay].sort(),
    );
    for (const listing of listings) expect(listing.distanceKm).toBeLessThanOrEqual(5);
  });

  it('feeds "near you" nationwide, newest first, when no location is given', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/feeds/nearby?limit=8' });
    expect(response.statusCode).toBe(200);
    const { listings, location } = nearbyFeedResponseSchema.parse(response.json()).data;
    expect(location).toBeNull();
    expect(listings).toHaveLength(8);
    const times = listings.map((listing) => Date.parse(listing.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('feeds price drops with the old price above the new one', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/feeds/price-drops?limit=12' });
    expect(response.statusCode).toBe(200);
    const { listings } = priceDropsFeedResponseSchema.parse(response.json()).data;
    expect(listings.length).toBeGreaterThan(0);
    for (const listing of listings) expect(listing.previousPrice).toBeGreaterThan(listing.price);
  });

  it('rejects a feed limit out of range with a validation error', async () => {
    for (const url of ['/api/feeds/price-drops?limit=500', '/api/feeds/nearby?limit=0']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('ignores a malformed location instead of failing', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/feeds/nearby?lat=abc&lng=1' });
    expect(response.statusCode).toBe(200);
    expect(nearbyFeedResponseSchema.parse(response.json()).data.location).toBeNull();
  });

  it('price-drops lists only dropped prices, with the price before the drop', async () => {
    const everywhere = await getDeals('price-drops');
    expect(everywhere.segment).toBe('price-drops');
    expect(everywhere.listings.length).toBeGreaterThan(0);
    for (const listing of everywhere.listings) expect(listing.previousPrice).toBeGreaterThan(listing.price);

    const nearby = await getDeals('price-drops', near());
    expect(nearby.listings.map((listing) => listing.slug)).toEqual([slugs.dropped]);
    expect(nearby.listings[0]).toMatchObject({ price: 30, previousPrice: 45 });
  });

  it('under-20 lists only prices up to €20', async () => {
    const everywhere = await getDeals('under-20');
    expect(everywhere.listings.length).toBeGreaterThan(0);
    for (const listing of everywhere.listings) expect(listing.price).toBeLessThanOrEqual(20);

    const nearby = await getDeals('under-20', near());
    expect(nearby.listings.map((listing) => listing.slug).sort()).toEqual([slugs.cheap, slugs.twenty].sort());
  });

  it('free-shipping lists only listings with a free shipping option', async () => {
    const nearby = await getDeals('free-shipping', near());
    expect(nearby.listings.map((listing) => listing.slug)).toEqual([slugs.freeShipping]);
    expect(nearby.applied.shipping).toBe('free');
  });

  it('same-day lists only listings offering same-day delivery', async () => {
    const everywhere = await getDeals('same-day');
    for (const listing of everywhere.listings) expect(listing.fulfillment).toContain('sameday');
    const nearby = await getDeals('same-day', near());
    expect(nearby.listings.map((listing) => listing.slug)).toEqual([slugs.sameDay]);
  });

  it('nearby without a location answers an empty page asking for one', async () => {
    const page = await getDeals('nearby');
    expect(page).toMatchObject({ listings: [], total: 0, nextCursor: null, location: null });
    expect(page.needsLocation).toBe(true);
    expect(page.notes.map((note) => note.param)).toContain('loc');
  });

  it('nearby with a location lists what is around it', async () => {
    const page = await getDeals('nearby', `lat=${point.latitude}&lng=${point.longitude}`);
    expect(page.needsLocation).toBe(false);
    expect(page.location?.radiusKm).toBe(25);
    expect(page.listings.map((listing) => listing.slug)).toEqual(
      expect.arrayContaining([slugs.dropped, slugs.cheap, slugs.sameDay]),
    );
  });

  it('nearby with an unknown place still asks for a location', async () => {
    const page = await getDeals('nearby', 'loc=no-such-place-anywhere');
    expect(page.needsLocation).toBe(true);
    expect(page.listings).toEqual([]);
  });

  it('never shows drafts or sold listings in any segment', async () => {
    for (const segment of dealSegmentIds) {
      const page = await getDeals(segment, near());
      const shown = page.listings.map((listing) => listing.slug);
      expect(shown).not.toContain(slugs.draft);
      expect(shown).not.toContain(slugs.sold);
    }
  });

  it('pages a segment with the cursor', async () => {
    const first = await getDeals('under-20', `${near()}&limit=1`);
    expect(first.listings).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = await getDeals('under-20', `${near()}&limit=1&cursor=${first.nextCursor}`);
    expect(second.listings).toHaveLength(1);
    expect(second.listings[0]?.slug).not.toBe(first.listings[0]?.slug);
  });

  it('answers 404 with the valid segments for an unknown segment', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/deals/bargains' });
    expect(response.statusCode).toBe(404);
    const { error } = errorResponseSchema.parse(response.json());
    expect(error.code).toBe('NOT_FOUND');
    expect(error.details?.validSegments).toEqual([...dealSegmentIds]);
  });
});
