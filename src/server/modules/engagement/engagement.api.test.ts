import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import { engagementHandoffResponseSchema, watchlistMax } from '@shared/engagement/engagement.schema';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, watchlistItems } from '../../db/schema/engagement.schema';
import { createTestListings, deleteTestListings } from '../../test/listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

describe('POST /api/marketplace/engagement/handoff', () => {
  let context: TestContext;
  let published: string[];
  let draft: string;
  let archived: string;
  const createdListingIds: string[] = [];
  beforeAll(async () => {
    context = await createTestApp();
    const seller = await createTestUser(context, { label: 'handoff-seller', roles: ['seller'] });
    published = await createTestListings(context, { sellerId: seller.id, count: watchlistMax + 6 });
    [draft] = (await createTestListings(context, { sellerId: seller.id, count: 1, status: 'DRAFT' })) as [
      string,
    ];
    [archived] = (await createTestListings(context, {
      sellerId: seller.id,
      count: 1,
      status: 'ARCHIVED',
    })) as [string];
    createdListingIds.push(...published, draft, archived);
  });
  afterAll(async () => {
    await deleteTestListings(context, createdListingIds);
    await context.close();
  });

  const handOff = (user: TestUser, payload: object) =>
    context.app.inject({
      method: 'POST',
      url: '/api/marketplace/engagement/handoff',
      headers: user.headers,
      payload,
    });
  const handOffCounts = async (user: TestUser, payload: object) => {
    const response = await handOff(user, payload);
    expect(response.statusCode, response.body).toBe(200);
    return engagementHandoffResponseSchema.parse(response.json()).data;
  };
  const cartEntry = (listingId: string, overrides: object = {}) => ({
    listingId,
    quantity: 1,
    addedAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  });
  const storedCart = (userId: string) =>
    context.database.db
      .select({ listingId: cartItems.listingId, quantity: cartItems.quantity, addedAt: cartItems.addedAt })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.addedAt));
  const storedWatchlist = async (userId: string) =>
    (
      await context.database.db
        .select({ listingId: watchlistItems.listingId })
        .from(watchlistItems)
        .where(eq(watchlistItems.userId, userId))
    ).map((row) => row.listingId);

  it('stores published listings only, skipping unknown, draft, archived and repeated ids', async () => {
    const user = await createTestUser(context, { label: 'handoff-filter' });
    const [first, second, third] = published as [string, string, string];
    const counts = await handOffCounts(user, {
      watchlist: [first, second, draft, archived, randomUUID(), first],
      cart: [cartEntry(first, { quantity: 3 }), cartEntry(draft), cartEntry(randomUUID()), cartEntry(third)],
    });
    expect(counts).toEqual({ watchlistCount: 2, cartCount: 2 });
    expect(new Set(await storedWatchlist(user.id))).toEqual(new Set([first, second]));
    const cart = await storedCart(user.id);
    expect(cart.map((entry) => [entry.listingId, entry.quantity])).toEqual(
      expect.arrayContaining([
        [first, 1],
        [third, 1],
      ]),
    );
    expect(cart[0]?.addedAt.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('adds to what is stored; the same listing again changes nothing', async () => {
    const user = await createTestUser(context, { label: 'handoff-merge' });
    const [first, second, third] = published as [string, string, string];
    await handOffCounts(user, { watchlist: [first], cart: [cartEntry(first)] });
    const before = await storedCart(user.id);

    const counts = await handOffCounts(user, {
      watchlist: [first, second],
      cart: [cartEntry(first, { quantity: 2, addedAt: '2026-05-05T00:00:00.000Z' }), cartEntry(third)],
    });
    expect(counts).toEqual({ watchlistCount: 2, cartCount: 2 });
    const after = await storedCart(user.id);
    expect(after.find((entry) => entry.listingId === first)).toEqual(before[0]);
  });

  it('answers the stored counts for empty lists', async () => {
    const user = await createTestUser(context, { label: 'handoff-empty' });
    expect(await handOffCounts(user, { watchlist: [], cart: [] })).toEqual({
      watchlistCount: 0,
      cartCount: 0,
    });
  });

  it('keeps the watchlist at 100, keeping what it has and taking new ids in order', async () => {
    const user = await createTestUser(context, { label: 'handoff-cap' });
    const firstBatch = published.slice(0, watchlistMax - 2);
    expect((await handOffCounts(user, { watchlist: firstBatch, cart: [] })).watchlistCount).toBe(
      watchlistMax - 2,
    );

    const secondBatch = published.slice(watchlistMax - 2, watchlistMax + 3);
    const counts = await handOffCounts(user, {
      watchlist: [...firstBatch.slice(0, 3), ...secondBatch],
      cart: [],
    });
    expect(counts.watchlistCount).toBe(watchlistMax);
    const stored = new Set(await storedWatchlist(user.id));
    expect(stored).toEqual(new Set([...firstBatch, ...secondBatch.slice(0, 2)]));

    const full = await handOffCounts(user, { watchlist: published.slice(watchlistMax + 3), cart: [] });
    expect(full.watchlistCount).toBe(watchlistMax);
  });

  it('never dates a cart entry in the future', async () => {
    const user = await createTestUser(context, { label: 'handoff-future' });
    await handOffCounts(user, {
      watchlist: [],
      cart: [cartEntry(published[0] as string, { addedAt: '2999-01-01T00:00:00.000Z' })],
    });
    const [entry] = await storedCart(user.id);
    expect(entry?.addedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('validates the body', async () => {
    const user = await createTestUser(context, { label: 'handoff-invalid' });
    const listingId = published[0] as string;
    for (const payload of [
      { watchlist: [] },
      { watchlist: Array.from({ length: watchlistMax + 1 }, () => randomUUID()), cart: [] },
      { watchlist: ['not-a-uuid'], cart: [] },
      { watchlist: [], cart: [cartEntry(listingId, { quantity: 0 })] },
      { watchlist: [], cart: [{ listingId }] },
      { watchlist: [], cart: [], savedSearches: [] },
    ]) {
      const response = await handOff(user, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('needs a session, and a role that may keep a watchlist and cart', async () => {
    const guest = await context.app.inject({
      method: 'POST',
      url: '/api/marketplace/engagement/handoff',
      payload: { watchlist: [], cart: [] },
    });
    expect(guest.statusCode).toBe(401);
    const moderator = await createTestUser(context, { label: 'handoff-moderator', roles: ['moderator'] });
    const response = await handOff(moderator, { watchlist: [], cart: [] });
    expect(response.statusCode).toBe(403);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('FORBIDDEN');
  });
});
