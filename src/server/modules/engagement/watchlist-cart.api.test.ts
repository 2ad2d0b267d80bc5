import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import { watchlistMax } from '@shared/engagement/engagement.schema';
import {
  cartResponseSchema,
  watchlistIdsResponseSchema,
  watchlistResponseSchema,
  watchToggleResponseSchema,
} from '@shared/engagement/watchlist-cart.schema';
import { listingDraftResponseSchema } from '@shared/listings/listing-editor.schema';
import { notificationListResponseSchema } from '@shared/notifications/notification.schema';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchlistItems } from '../../db/schema/engagement.schema';
import { listings } from '../../db/schema/listings.schema';
import { notifications } from '../../db/schema/search.schema';
import { createTestListings, deleteTestListings } from '../../test/listing-factory';
import { publishTestListing } from '../../test/published-listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

describe('watchlist and cart', () => {
  let context: TestContext;
  let seller: TestUser;
  let otherSeller: TestUser;
  let listingIds: string[];
  const createdListingIds: string[] = [];
  beforeAll(async () => {
    context = await createTestApp();
    seller = await createTestUser(context, { label: 'wc-seller', roles: ['seller'] });
    otherSeller = await createTestUser(context, { label: 'wc-seller-2', roles: ['seller'] });
    listingIds = await createTestListings(context, { sellerId: seller.id, count: watchlistMax + 2 });
    createdListingIds.push(...listingIds);
  });
  afterAll(async () => {
    await deleteTestListings(context, createdListingIds);
    await context.database.db.delete(listings).where(inArray(listings.sellerId, [seller.id, otherSeller.id]));
    await context.close();
  });

  const call = (
    user: TestUser | null,
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    payload?: object,
  ) => context.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const watch = async (user: TestUser, listingId: string, method: 'PUT' | 'DELETE' = 'PUT') => {
    const response = await call(user, method, `/api/watchlist/${listingId}`);
    expect(response.statusCode, response.body).toBe(200);
    return watchToggleResponseSchema.parse(response.json()).data;
  };
  const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;
  const watcherCountOf = async (listingId: string) => {
    const [row] = await context.database.db
      .select({ watcherCount: listings.watcherCount })
      .from(listings)
      .where(eq(listings.id, listingId));
    return row?.watcherCount;
  };
  const cartOf = async (user: TestUser) => {
    const response = await call(user, 'GET', '/api/cart');
    expect(response.statusCode, response.body).toBe(200);
    return cartResponseSchema.parse(response.json()).data;
  };
  const setAvailability = async (listingId: string, to: string, buyerId?: string, user = seller) => {
    const response = await call(user, 'POST', `/api/listings/${listingId}/availability`, {
      to,
      ...(buyerId ? { buyerId } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const noticesOf = (userId: string, listingId: string) =>
    context.database.db
      .select({ kind: notifications.kind, payload: notifications.payload, category: notifications.category })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'watched_listing')))
      .then((rows) => rows.filter((row) => row.payload.listingId === listingId));

  it('toggles idempotently and keeps the listing’s watcher count real', async () => {
    const [first] = listingIds as [string];
    const alice = await createTestUser(context, { label: 'wc-alice' });
    const bob = await createTestUser(context, { label: 'wc-bob' });
    const before = (await watcherCountOf(first)) ?? 0;

    expect(await watch(alice, first)).toMatchObject({
      isWatched: true,
      watcherCount: before + 1,
      watchlistCount: 1,
    });
    expect(await watch(alice, first)).toMatchObject({
      isWatched: true,
      watcherCount: before + 1,
      watchlistCount: 1,
    });
    expect((await watch(bob, first)).watcherCount).toBe(before + 2);
    expect(await watch(alice, first, 'DELETE')).toMatchObject({ isWatched: false, watcherCount: before + 1 });
    expect(await watch(alice, first, 'DELETE')).toMatchObject({ isWatched: false, watcherCount: before + 1 });
    expect(await watcherCountOf(first)).toBe(before + 1);

    const ids = watchlistIdsResponseSchema.parse((await call(bob, 'GET', '/api/watchlist/ids')).json()).data;
    expect(ids).toEqual({ listingIds: [first], limit: watchlistMax });
  });

  it('holds at most 100 and says so with the limit', async () => {
    const user = await createTestUser(context, { label: 'wc-full' });
    await context.database.db
      .insert(watchlistItems)
      .values(listingIds.slice(0, watchlistMax).map((listingId) => ({ userId: user.id, listingId })));
    const extra = listingIds[watchlistMax] as string;
    const before = await watcherCountOf(extra);
    const refused = await call(user, 'PUT', `/api/watchlist/${extra}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'LIMIT_REACHED', details: { limit: watchlistMax } });
    expect(await watcherCountOf(extra)).toBe(before);
    // Watching one already on the full list still answers "watched".
    expect((await watch(user, listingIds[0] as string)).watchlistCount).toBe(watchlistMax);
    await watch(user, listingIds[1] as string, 'DELETE');
    expect((await watch(user, extra)).watchlistCount).toBe(watchlistMax);
  });

  it('refuses one’s own, unknown, draft, sold and removed listings', async () => {
    const user = await createTestUser(context, { label: 'wc-refused' });
    const own = await call(seller, 'PUT', `/api/watchlist/${listingIds[0]}`);
    expect(own.statusCode).toBe(409);
    expect(errorOf(own).code).toBe('OWN_LISTING');
    expect((await call(user, 'PUT', `/api/watchlist/${randomUUID()}`)).statusCode).toBe(404);
    const [draft] = await createTestListings(context, { sellerId: seller.id, count: 1, status: 'DRAFT' });
    const [archived] = await createTestListings(context, {
      sellerId: seller.id,
      count: 1,
      status: 'ARCHIVED',
    });
    const [sold] = await createTestListings(context, { sellerId: seller.id, count: 1 });
    createdListingIds.push(draft!, archived!, sold!);
    await setAvailability(sold!, 'sold');
    expect((await call(user, 'PUT', `/api/watchlist/${draft}`)).statusCode).toBe(404);
    for (const id of [archived, sold]) {
      const response = await call(user, 'PUT', `/api/watchlist/${id}`);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).code).toBe('LISTING_UNAVAILABLE');
    }
    const cartOwn = await call(seller, 'PUT', `/api/cart/${listingIds[0]}`);
    expect(errorOf(cartOwn).code).toBe('OWN_LISTING');
    for (const id of [archived, sold]) {
      const response = await call(user, 'PUT', `/api/cart/${id}`);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).code).toBe('LISTING_UNAVAILABLE');
    }
  });

  it('lists watched listings with sold, reserved and removed ones flagged, newest first', async () => {
    const user = await createTestUser(context, { label: 'wc-list' });
    const buyer = await createTestUser(context, { label: 'wc-list-buyer' });
    const ids = await createTestListings(context, { sellerId: seller.id, count: 4 });
    createdListingIds.push(...ids);
    const [available, reserved, sold, archived] = ids as [string, string, string, string];
    for (const id of ids) await watch(user, id);
    await setAvailability(reserved, 'reserved', buyer.id);
    await setAvailability(sold, 'sold');
    const archive = await call(seller, 'POST', `/api/listings/${archived}/status`, { to: 'ARCHIVED' });
    expect(archive.statusCode, archive.body).toBe(200);

    const response = await call(user, 'GET', '/api/watchlist');
    expect(response.statusCode, response.body).toBe(200);
    const { items, limit } = watchlistResponseSchema.parse(response.json()).data;
    expect(limit).toBe(watchlistMax);
    expect(items.map((item) => [item.listing.id, item.availability])).toEqual([
      [archived, 'removed'],
      [sold, 'sold'],
      [reserved, 'reserved'],
      [available, 'available'],
    ]);
    expect(Date.parse(items[0]!.addedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps a cart grouped by seller: quantity 1, adding twice does nothing, unavailable items flagged', async () => {
    const buyer = await createTestUser(context, { label: 'wc-cart' });
    const someoneElse = await createTestUser(context, { label: 'wc-cart-other' });
    const [a, b] = (await createTestListings(context, { sellerId: seller.id, count: 2 })) as [string, string];
    const [c] = (await createTestListings(context, { sellerId: otherSeller.id, count: 1 })) as [string];
    createdListingIds.push(a, b, c);

    for (const id of [a, a, b, c]) {
      const response = await call(buyer, 'PUT', `/api/cart/${id}`);
      expect(response.statusCode, response.body).toBe(200);
    }
    let cart = await cartOf(buyer);
    expect(cart.itemCount).toBe(3);
    expect(cart.groups).toHaveLength(2);
    const sellerGroup = cart.groups.find((group) => group.seller.id === seller.id)!;
    expect(sellerGroup.items.map((item) => [item.listing.id, item.quantity, item.isAvailable])).toEqual([
      [b, 1, true],
      [a, 1, true],
    ]);
    expect(sellerGroup.subtotal).toBe((1000 + 1000 + 1) / 100);
    expect(sellerGroup.seller.name).toBe(seller.displayName);

    // Reserved for someone else: kept, flagged, left out of the subtotal. Reserved for the buyer: still buyable.
    await setAvailability(a, 'reserved', someoneElse.id);
    await setAvailability(c, 'reserved', buyer.id, otherSeller);
    cart = await cartOf(buyer);
    const flagged = cart.groups.flatMap((group) => group.items).find((item) => item.listing.id === a)!;
    expect(flagged).toMatchObject({ availability: 'reserved', isAvailable: false });
    expect(cart.groups.find((group) => group.seller.id === seller.id)!.subtotal).toBe(10.01);
    expect(cart.groups.find((group) => group.seller.id === otherSeller.id)!.items[0]).toMatchObject({
      availability: 'reserved',
      isAvailable: true,
    });
    // Already in the cart: adding again still does nothing, even now that it is reserved.
    expect((await call(buyer, 'PUT', `/api/cart/${a}`)).statusCode).toBe(200);

    const removed = await call(buyer, 'DELETE', `/api/cart/${a}`);
    expect(cartResponseSchema.parse(removed.json()).data.itemCount).toBe(2);
    expect((await call(buyer, 'DELETE', `/api/cart/${a}`)).statusCode).toBe(200);
    expect((await cartOf(buyer)).itemCount).toBe(2);
  });

  it('tells watchers, not the owner or the buyer, of a price drop, a reservation and a sale, once each', async () => {
    const watcher = await createTestUser(context, { label: 'wc-watcher' });
    const buyer = await createTestUser(context, { label: 'wc-notice-buyer' });
    const listing = await publishTestListing(context, otherSeller, { priceValue: 80 });
    createdListingIds.push(listing.id);
    await watch(watcher, listing.id);
    await watch(buyer, listing.id);
    expect(await watcherCountOf(listing.id)).toBe(2);

    const edit = async (priceValue: number) => {
      const opened = await call(otherSeller, 'POST', `/api/listings/${listing.id}/draft`, {
        clientSessionId: 'wc-tab',
      });
      const { draft } = listingDraftResponseSchema.parse(opened.json()).data;
      const saved = await call(otherSeller, 'PUT', `/api/listing-drafts/${draft.id}`, {
        baseVersion: draft.version,
        snapshot: { ...draft.snapshot, fields: { ...draft.snapshot.fields, priceValue } },
        clientSessionId: 'wc-tab',
      });
      const { draft: next } = listingDraftResponseSchema.parse(saved.json()).data;
      const published = await call(otherSeller, 'POST', `/api/listing-drafts/${next.id}/publish`, {
        baseVersion: next.version,
      });
      expect(published.statusCode, published.body).toBe(200);
    };
    await edit(90);
    expect(await noticesOf(watcher.id, listing.id)).toEqual([]);
    await edit(60);
    const [drop] = await noticesOf(watcher.id, listing.id);
    expect(drop).toMatchObject({
      category: 'system',
      payload: { event: 'price_drop', priceCents: 6000, previousPriceCents: 9000 },
    });

    const german = await context.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { ...watcher.headers, 'accept-language': 'de' },
    });
    const [notice] = notificationListResponseSchema.parse(german.json()).data.notifications;
    expect(notice?.title).toMatch(/^Preis gesenkt: /);
    expect(notice?.description).toMatch(/60\s€ statt 90\s€/);
    expect(notice?.actionTo).toBe(`/listing/${listing.slug}`);

    await setAvailability(listing.id, 'reserved', buyer.id, otherSeller);
    await setAvailability(listing.id, 'available', undefined, otherSeller);
    await setAvailability(listing.id, 'reserved', buyer.id, otherSeller);
    await setAvailability(listing.id, 'sold', undefined, otherSeller);
    expect((await noticesOf(watcher.id, listing.id)).map((row) => row.payload.event).sort()).toEqual([
      'price_drop',
      'reserved',
      'sold',
    ]);
    expect(await noticesOf(buyer.id, listing.id)).toEqual([{ ...drop, payload: expect.anything() }]);
    expect(await noticesOf(otherSeller.id, listing.id)).toEqual([]);
  });

  it('hand-off raises the watcher counts, skips own listings and respects the limit', async () => {
    const user = await createTestUser(context, { label: 'wc-handoff', roles: ['seller'] });
    const [own] = await createTestListings(context, { sellerId: user.id, count: 1 });
    createdListingIds.push(own!);
    const target = listingIds[watchlistMax + 1] as string;
    const before = (await watcherCountOf(target)) ?? 0;
    const response = await call(user, 'POST', '/api/marketplace/engagement/handoff', {
      watchlist: [target, own],
      cart: [{ listingId: own, quantity: 1, addedAt: new Date().toISOString() }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ watchlistCount: 1, cartCount: 0 });
    expect(await watcherCountOf(target)).toBe(before + 1);
    expect(await watcherCountOf(own!)).toBe(0);
  });

  it('draws a guest’s device lists without a session, leaving out unknown ids', async () => {
    const [a] = listingIds as [string];
    const unknown = randomUUID();
    const watchlist = await call(null, 'GET', `/api/watchlist/preview?ids=${a},${unknown}`);
    expect(watchlist.statusCode, watchlist.body).toBe(200);
    expect(watchlistResponseSchema.parse(watchlist.json()).data.items.map((item) => item.listing.id)).toEqual(
      [a],
    );
    const cart = await call(null, 'GET', `/api/cart/preview?ids=${a}`);
    expect(cartResponseSchema.parse(cart.json()).data).toMatchObject({ itemCount: 1, total: 10 });
    expect((await call(null, 'GET', '/api/watchlist/preview?ids=nope')).statusCode).toBe(400);
  });

  it('needs a session and the engagement permission', async () => {
    expect((await call(null, 'GET', '/api/watchlist')).statusCode).toBe(401);
    expect((await call(null, 'PUT', `/api/cart/${listingIds[0]}`)).statusCode).toBe(401);
    const moderator = await createTestUser(context, { label: 'wc-moderator', roles: ['moderator'] });
    expect((await call(moderator, 'GET', '/api/cart')).statusCode).toBe(403);
  });
});
