import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import type { ListingStatus } from '@shared/listings/listing-status';
import {
  bulkListingsResponseSchema,
  listingStatusPanelResponseSchema,
  type SellerListingRow,
  type SellerListingSort,
  sellerListingsResponseSchema,
} from '@shared/seller-listings/seller-listings.schema';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.schema';
import { listingMarketplaces, listingViewDays, publishJobs } from '../../db/schema/marketplaces.schema';
import { orders } from '../../db/schema/orders.schema';
import { reviewRequests } from '../../db/schema/trust.schema';
import { createTestListings } from '../../test/listing-factory';
import { createTestOrder } from '../../test/order-factory';
import { publishTestListing } from '../../test/published-listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

/** Issue 19: the seller's listings overview, bulk archive/restore and the status panel. */
describe('the seller listings overview', () => {
  let context: TestContext;
  let seller: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  /** Ten bare listings of the seller with known titles, prices, statuses and dates. */
  let fixture: { id: string; title: string; priceCents: number; status: ListingStatus; createdAt: Date }[];

  const list = async (user: TestUser, query: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/seller/listings?${query}`,
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return sellerListingsResponseSchema.parse(response.json()).data;
  };
  const bulk = (user: TestUser, action: 'archive' | 'restore', listingIds: string[]) =>
    context.app.inject({
      method: 'POST',
      url: '/api/seller/listings/bulk',
      headers: user.headers,
      payload: { action, listingIds },
    });
  const panel = async (user: TestUser, listingId: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/seller/listings/${listingId}/panel`,
      headers: user.headers,
    });
    return response;
  };
  const titlesOf = (rows: SellerListingRow[]) => rows.map((row) => row.title);

  beforeAll(async () => {
    context = await createTestApp();
    seller = await createTestUser(context, { label: 'overview-seller', roles: ['buyer'] });
    otherSeller = await createTestUser(context, { label: 'overview-other', roles: ['seller'] });
    buyer = await createTestUser(context, { label: 'overview-buyer', roles: ['buyer'] });
    const ids = await createTestListings(context, { sellerId: seller.id, count: 10 });
    const statuses = [
      'PUBLISHED',
      'PUBLISHED',
      'PUBLISHED',
      'ARCHIVED',
      'ARCHIVED',
      'DRAFT',
      'NEEDS_ACTION',
      'PUBLISHED',
      'PUBLISHED',
      'PUBLISHED',
    ] as const;
    const titles = [
      'Brass lamp',
      'Oak table',
      'Red bicycle',
      'Blue sofa',
      'Brass mirror',
      'Green chair',
      'Old radio',
      'Vinyl 50% off',
      'Garden hose',
      'Winter coat',
    ];
    // Three rows share one updated_at: paging must neither skip nor repeat ties.
    const sameInstant = new Date('2026-03-03T10:00:00.000Z');
    fixture = ids.map((id, index) => ({
      id,
      title: titles[index]!,
      priceCents: [5000, 12000, 8000, 30000, 4500, 2000, 1500, 999, 1200, 6000][index]!,
      status: statuses[index]!,
      createdAt: new Date(Date.UTC(2026, 0, 1 + index * 10)),
    }));
    for (const [index, row] of fixture.entries()) {
      await context.database.db
        .update(listings)
        .set({
          title: row.title,
          priceCents: row.priceCents,
          status: row.status,
          createdAt: row.createdAt,
          updatedAt: index < 3 ? sameInstant : new Date(Date.UTC(2026, 2, 10 + index)),
        })
        .where(eq(listings.id, row.id));
    }
    await context.database.db.insert(listingMarketplaces).values([
      {
        listingId: ids[0]!,
        channel: 'ebay',
        status: 'LIVE',
        sku: `kk-${ids[0]}`,
        url: 'https://www.ebay.de/itm/1234',
      },
      {
        listingId: ids[1]!,
        channel: 'ebay',
        status: 'FAILED',
        sku: `kk-${ids[1]}`,
        lastError: 'Category refused',
      },
    ]);
    await createTestListings(context, { sellerId: otherSeller.id, count: 2 });
  });
  afterAll(async () => {
    await context.database.db.delete(orders).where(eq(orders.sellerId, seller.id));
    await context.database.db.delete(listings).where(inArray(listings.sellerId, [seller.id, otherSeller.id]));
    await context.close();
  });

  it('lists only the caller’s listings, newest change first, with marketplaces and trust signals', async () => {
    const page = await list(seller, 'limit=100');
    expect(page.listings).toHaveLength(10);
    expect(page.nextCursor).toBeNull();
    expect(page.listings[0]?.title).toBe('Winter coat');
    const lamp = page.listings.find((row) => row.title === 'Brass lamp');
    expect(lamp).toMatchObject({
      status: 'PUBLISHED',
      price: 50,
      currency: 'EUR',
      availability: 'available',
      marketplaces: [{ channel: 'ebay', status: 'LIVE', url: 'https://www.ebay.de/itm/1234' }],
      trust: { photoCount: 0, hasAltText: false, hasDescription: true },
    });
    expect(page.sellerBadges).toContain('verifiedEmail');
    expect((await list(otherSeller, '')).listings).toHaveLength(2);
  });

  it('filters by text, status, marketplace and created dates', async () => {
    expect(titlesOf((await list(seller, 'q=brass&sort=title')).listings)).toEqual([
      'Brass lamp',
      'Brass mirror',
    ]);
    // % and _ are taken literally.
    expect(titlesOf((await list(seller, `q=${encodeURIComponent('50%')}`)).listings)).toEqual([
      'Vinyl 50% off',
    ]);
    expect(titlesOf((await list(seller, 'q=brass&status=ARCHIVED')).listings)).toEqual(['Brass mirror']);
    expect(titlesOf((await list(seller, 'status=DRAFT,NEEDS_ACTION&sort=title')).listings)).toEqual([
      'Green chair',
      'Old radio',
    ]);
    expect(titlesOf((await list(seller, 'marketplace=ebay&sort=title')).listings)).toEqual([
      'Brass lamp',
      'Oak table',
    ]);
    expect(titlesOf((await list(seller, 'marketplace=ebay:FAILED')).listings)).toEqual(['Oak table']);
    expect((await list(seller, 'marketplace=ebay:none')).listings).toHaveLength(8);
    // Created 2026-01-11 up to and including 2026-01-31 (index 1..3).
    expect(
      titlesOf((await list(seller, 'createdFrom=2026-01-11&createdTo=2026-01-31&sort=created')).listings),
    ).toEqual(['Blue sofa', 'Red bicycle', 'Oak table']);
  });

  it.each(['updated', 'created', 'price-low', 'price-high', 'title'] satisfies SellerListingSort[])(
    'pages through every listing by %s without duplicates or gaps',
    async (sort) => {
      const all = (await list(seller, `sort=${sort}&limit=100`)).listings.map((row) => row.id);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await list(seller, `sort=${sort}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.listings.map((row) => row.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all);
      expect(new Set(seen).size).toBe(10);
    },
  );

  it('orders by price and title as asked', async () => {
    const byPrice = (await list(seller, 'sort=price-low')).listings.map((row) => row.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byPriceDown = (await list(seller, 'sort=price-high')).listings.map((row) => row.price);
    expect(byPriceDown[0]).toBe(300);
  });

  it('refuses a bad cursor, a cursor of another sort and an inverted date range', async () => {
    const first = await list(seller, 'sort=updated&limit=2');
    const foreign = await context.app.inject({
      method: 'GET',
      url: `/api/seller/listings?sort=title&cursor=${first.nextCursor}`,
      headers: seller.headers,
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorResponseSchema.parse(foreign.json()).error.code).toBe('BAD_REQUEST');
    const garbage = await context.app.inject({
      method: 'GET',
      url: '/api/seller/listings?cursor=not-a-cursor',
      headers: seller.headers,
    });
    expect(garbage.statusCode).toBe(400);
    const inverted = await context.app.inject({
      method: 'GET',
      url: '/api/seller/listings?createdFrom=2026-02-01&createdTo=2026-01-01',
      headers: seller.headers,
    });
    expect(inverted.statusCode).toBe(400);
    expect(errorResponseSchema.parse(inverted.json()).error.code).toBe('VALIDATION_FAILED');
    const status = await context.app.inject({
      method: 'GET',
      url: '/api/seller/listings?status=SOLD',
      headers: seller.headers,
    });
    expect(status.statusCode).toBe(400);
  });

  it('is for accounts that may sell: a moderator-only account is refused', async () => {
    const moderator = await createTestUser(context, { label: 'overview-moderator', roles: ['moderator'] });
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/seller/listings',
      headers: moderator.headers,
    });
    expect(response.statusCode).toBe(403);
  });

  it('archives a mixed selection per listing: someone else’s reads as not found, partial success is 200', async () => {
    const [othersListing] = await createTestListings(context, { sellerId: otherSeller.id, count: 1 });
    const published = fixture
      .filter((row) => row.status === 'PUBLISHED')
      .slice(0, 3)
      .map((row) => row.id);
    const draft = fixture.find((row) => row.status === 'DRAFT')!.id;
    const unknown = randomUUID();
    const response = await bulk(seller, 'archive', [...published, draft, othersListing!, unknown]);
    expect(response.statusCode, response.body).toBe(200);
    const outcome = bulkListingsResponseSchema.parse(response.json()).data;
    expect(outcome).toMatchObject({ action: 'archive', succeeded: 3, failed: 3 });
    expect(
      outcome.results.slice(0, 3).every((result) => result.outcome === 'ok' && result.status === 'ARCHIVED'),
    ).toBe(true);
    expect(outcome.results[3]).toMatchObject({
      listingId: draft,
      outcome: 'refused',
      status: 'DRAFT',
      error: { code: 'CONFLICT' },
    });
    expect(outcome.results[4]).toMatchObject({
      outcome: 'refused',
      status: null,
      error: { code: 'NOT_FOUND' },
    });
    expect(outcome.results[5]).toMatchObject({
      outcome: 'refused',
      status: null,
      error: { code: 'NOT_FOUND' },
    });
    expect(outcome.results[4]?.error?.message).toBe(outcome.results[5]?.error?.message);
    const [others] = await context.database.db
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.id, othersListing!));
    expect(others?.status).toBe('PUBLISHED');

    // Restore brings them back; a listing that is not archived is refused.
    const restored = bulkListingsResponseSchema.parse(
      (await bulk(seller, 'restore', [...published, draft])).json(),
    ).data;
    expect(restored).toMatchObject({ succeeded: 3, failed: 1 });
    expect(restored.results.slice(0, 3).map((result) => result.status)).toEqual([
      'PUBLISHED',
      'PUBLISHED',
      'PUBLISHED',
    ]);

    // The history the status service writes is the panel's status history.
    const history = listingStatusPanelResponseSchema.parse((await panel(seller, published[0]!)).json()).data
      .statusHistory;
    expect(history.slice(0, 2).map((entry) => [entry.fromStatus, entry.toStatus, entry.actorRole])).toEqual([
      ['ARCHIVED', 'PUBLISHED', 'seller'],
      ['PUBLISHED', 'ARCHIVED', 'seller'],
    ]);
  });

  it('restores a listing archived while a moderator’s request was open back to NEEDS_ACTION', async () => {
    const needsAction = fixture.find((row) => row.status === 'NEEDS_ACTION')!.id;
    expect(
      bulkListingsResponseSchema.parse((await bulk(seller, 'archive', [needsAction])).json()).data.succeeded,
    ).toBe(1);
    const restored = bulkListingsResponseSchema.parse(
      (await bulk(seller, 'restore', [needsAction])).json(),
    ).data;
    expect(restored.results[0]).toMatchObject({ outcome: 'ok', status: 'NEEDS_ACTION' });
  });

  it('refuses a bad bulk request whole: no ids, duplicates, too many', async () => {
    const id = fixture[0]!.id;
    expect((await bulk(seller, 'archive', [])).statusCode).toBe(400);
    expect((await bulk(seller, 'archive', [id, id])).statusCode).toBe(400);
    expect(
      (
        await bulk(
          seller,
          'archive',
          Array.from({ length: 101 }, () => randomUUID()),
        )
      ).statusCode,
    ).toBe(400);
  });

  it('counts detail views anonymously, never the owner’s, and shows them with the other stats', async () => {
    const live = await publishTestListing(context, seller, { title: 'Teak sideboard with two drawers' });
    const detail = (headers: Record<string, string>) =>
      context.app.inject({ method: 'GET', url: `/api/listings/${live.slug}`, headers });
    const viewsToday = async () => {
      const rows = await context.database.db
        .select({ views: listingViewDays.views })
        .from(listingViewDays)
        .where(eq(listingViewDays.listingId, live.id));
      return rows.reduce((sum, row) => sum + row.views, 0);
    };
    expect((await detail({})).statusCode).toBe(200);
    await expect.poll(viewsToday).toBe(1);
    expect((await detail(buyer.headers)).statusCode).toBe(200);
    await expect.poll(viewsToday).toBe(2);
    expect((await detail(seller.headers)).statusCode).toBe(200);
    // Give a wrongly counted owner view the time to land before checking it did not.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await viewsToday()).toBe(2);
    // The total is counted by the same statement as the day (ADR 088).
    const [counted] = await context.database.db
      .select({ viewCount: listings.viewCount })
      .from(listings)
      .where(eq(listings.id, live.id));
    expect(counted?.viewCount).toBe(2);

    const response = await panel(seller, live.id);
    expect(response.statusCode, response.body).toBe(200);
    const content = listingStatusPanelResponseSchema.parse(response.json()).data;
    expect(content.stats).toMatchObject({ views30Days: 2, watchers: 0, threads: 0, messages: 0, offers: 0 });
    expect(content.listing.trust).toMatchObject({
      photoCount: 1,
      hasAltText: true,
      hasDescription: true,
      hasFulfilment: true,
    });
    expect(content.statusHistory.map((entry) => entry.toStatus)).toContain('PUBLISHED');
    expect(content.checkout).toHaveLength(1);
    expect(content.checkout[0]).toMatchObject({
      channel: 'kleinkram',
      offersPickup: true,
      offersSameDay: false,
    });
    expect(content.suggestions).toEqual([]);
  });

  it('suggests by state: retry after a failed publish, support after three, refresh while live', async () => {
    const failing = fixture.find((row) => row.title === 'Oak table')!.id;
    const jobs = await context.database.db
      .insert(publishJobs)
      .values(
        [0, 1, 2].map((index) => ({
          listingId: failing,
          sellerId: seller.id,
          channel: 'ebay' as const,
          status: 'FAILURE' as const,
          attempts: 3,
          queuedAt: new Date(Date.UTC(2026, 2, 1 + index)),
          errorCode: 'MARKETPLACE_REJECTED',
          errorMessage: 'The category needs the item specific Brand.',
        })),
      )
      .returning({ id: publishJobs.id });
    const content = listingStatusPanelResponseSchema.parse((await panel(seller, failing)).json()).data;
    expect(content.publishJobs).toHaveLength(3);
    expect(content.publishJobs[0]?.id).toBe(jobs[2]?.id);
    expect(content.suggestions).toEqual([
      { kind: 'retry-publish', channel: 'ebay' },
      { kind: 'contact-support', channel: 'ebay' },
    ]);
    expect(content.checkout[1]).toEqual({ channel: 'ebay', status: 'FAILED', url: null });

    const live = fixture.find((row) => row.title === 'Brass lamp')!.id;
    const livePanel = listingStatusPanelResponseSchema.parse((await panel(seller, live)).json()).data;
    expect(livePanel.suggestions).toEqual([{ kind: 'refresh-status', channel: 'ebay' }]);
    expect(livePanel.checkout[1]).toEqual({
      channel: 'ebay',
      status: 'LIVE',
      url: 'https://www.ebay.de/itm/1234',
    });

    const needsAction = fixture.find((row) => row.status === 'NEEDS_ACTION')!.id;
    const editPanel = listingStatusPanelResponseSchema.parse((await panel(seller, needsAction)).json()).data;
    expect(editPanel.suggestions).toEqual([{ kind: 'edit', channel: null }]);
  });

  it('shows review requests of completed orders with their cooldown', async () => {
    const sold = fixture.find((row) => row.title === 'Garden hose')!.id;
    const orderId = await createTestOrder(context, {
      buyerId: buyer.id,
      sellerId: seller.id,
      listingIds: [sold],
    });
    let content = listingStatusPanelResponseSchema.parse((await panel(seller, sold)).json()).data;
    expect(content.reviewRequests).toEqual([
      expect.objectContaining({ orderId, state: 'available', retryAt: null }),
    ]);
    await context.database.db
      .insert(reviewRequests)
      .values({ orderId, sellerId: seller.id, buyerId: buyer.id, requestedAt: new Date() });
    content = listingStatusPanelResponseSchema.parse((await panel(seller, sold)).json()).data;
    expect(content.reviewRequests[0]).toMatchObject({ orderId, state: 'cooldown' });
    expect(Date.parse(content.reviewRequests[0]!.retryAt!)).toBeGreaterThan(Date.now());
  });

  it('answers NOT_FOUND for someone else’s listing panel', async () => {
    const response = await panel(otherSeller, fixture[0]!.id);
    expect(response.statusCode).toBe(404);
  });
});
