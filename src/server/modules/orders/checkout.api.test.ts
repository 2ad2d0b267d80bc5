import { randomUUID } from 'node:crypto';
import { checkoutQuoteResponseSchema, createOrderResponseSchema } from '@shared/orders/order.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatOffers, chatThreads } from '../../db/schema/chat.schema';
import { listings } from '../../db/schema/listings.schema';
import { orders } from '../../db/schema/orders.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import {
  createFakePayments,
  type FakePayments,
  orderRequests,
  orderRow,
  publishBuyableListing,
  shippingAddress,
} from './orders.test-support';

/** Issue 17, ADR 057: the checkout quote and order creation, on both engines. */
describe('checkout and order creation API', () => {
  let context: TestContext;
  let seller: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  let otherBuyer: TestUser;
  let payments: FakePayments;
  let api: ReturnType<typeof orderRequests>;

  beforeAll(async () => {
    payments = createFakePayments();
    context = await createTestApp({
      beforeReady: (app) => {
        app.deps.payments = payments;
      },
    });
    api = orderRequests(context);
    seller = await createTestUser(context, {
      label: 'checkout-seller',
      roles: ['seller'],
      displayName: 'Sam Seller',
    });
    otherSeller = await createTestUser(context, { label: 'checkout-other-seller', roles: ['seller'] });
    buyer = await createTestUser(context, { label: 'checkout-buyer', displayName: 'Bea Buyer' });
    otherBuyer = await createTestUser(context, { label: 'checkout-other-buyer' });
  });
  afterAll(async () => {
    for (const user of [buyer, otherBuyer])
      await context.database.db.delete(orders).where(eq(orders.buyerId, user.id));
    for (const user of [seller, otherSeller])
      await context.database.db.delete(listings).where(eq(listings.sellerId, user.id));
    await context.close();
  });

  const quote = (user: TestUser, ids: string[]) =>
    api.inject(user, 'GET', `/checkout/quote?listingIds=${ids.join(',')}`);

  it('quotes the items at their price with the fulfilments every listing offers', async () => {
    const first = await publishBuyableListing(context, seller, { priceValue: 80 });
    const second = await publishBuyableListing(context, seller, {
      priceValue: 20,
      shippingOptions: [{ carrier: 'dhl', price: 6.49, estimatedDays: '1-2' }],
      offersSameDay: false,
    });
    const response = await quote(buyer, [first.id, second.id]);
    expect(response.statusCode, response.body).toBe(200);
    const data = checkoutQuoteResponseSchema.parse(response.json()).data;
    expect(data.seller).toEqual({ id: seller.id, name: 'Sam Seller' });
    expect(data.items.map((item) => [item.unitPrice, item.priceSource])).toEqual([
      [80, 'listing'],
      [20, 'listing'],
    ]);
    expect(data.itemsTotal).toBe(100);
    // Same-day is not offered by the second listing; DHL costs the higher of the two prices (one parcel).
    expect(data.fulfilments.map((choice) => [choice.kind, choice.shippingOptionId, choice.price])).toEqual([
      ['pickup', null, 0],
      ['shipping', 'shipping-dhl', 6.49],
    ]);
    expect(data.paymentMethods).toEqual(['online', 'cash_on_pickup']);
    expect(data.onlinePaymentConfigured).toBe(true);
    expect(data.buyerFees).toEqual([]);
  });

  it('refuses own, several sellers, unknown, reserved, sold and archived listings', async () => {
    const own = await publishBuyableListing(context, seller);
    api.expectCode(await quote(seller, [own.id]), 409, 'OWN_LISTING');
    api.expectCode(await api.placeOrder(seller, [own.id]), 409, 'OWN_LISTING');
    const foreign = await publishBuyableListing(context, otherSeller);
    api.expectCode(await quote(buyer, [own.id, foreign.id]), 422, 'CHECKOUT_MIXED_SELLERS');
    api.expectCode(await quote(buyer, [randomUUID()]), 404, 'NOT_FOUND');

    const reserved = await publishBuyableListing(context, seller);
    await context.database.db
      .update(listings)
      .set({ reservedAt: new Date(), reservedForUserId: otherBuyer.id })
      .where(eq(listings.id, reserved.id));
    api.expectCode(await quote(buyer, [reserved.id]), 409, 'LISTING_UNAVAILABLE');
    const sold = await publishBuyableListing(context, seller);
    await context.database.db.update(listings).set({ soldAt: new Date() }).where(eq(listings.id, sold.id));
    api.expectCode(await api.placeOrder(buyer, [sold.id]), 409, 'LISTING_UNAVAILABLE');
    const archived = await publishBuyableListing(context, seller);
    await context.database.db
      .update(listings)
      .set({ status: 'ARCHIVED' })
      .where(eq(listings.id, archived.id));
    api.expectCode(await api.placeOrder(buyer, [archived.id]), 409, 'LISTING_UNAVAILABLE');
  });

  it('charges the accepted offer and lets the buyer it is reserved for buy', async () => {
    const listing = await publishBuyableListing(context, seller, {
      priceKind: 'negotiable',
      priceValue: 200,
    });
    const [thread] = await context.database.db
      .insert(chatThreads)
      .values({ listingId: listing.id, buyerId: buyer.id, sellerId: seller.id })
      .returning();
    await context.database.db.insert(chatOffers).values({
      threadId: thread?.id ?? '',
      listingId: listing.id,
      buyerId: buyer.id,
      proposerId: buyer.id,
      madeBy: 'buyer',
      amountCents: 15_000,
      status: 'accepted',
      clientId: randomUUID(),
      respondedAt: new Date(),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await context.database.db
      .update(listings)
      .set({ reservedAt: new Date(), reservedForUserId: buyer.id })
      .where(eq(listings.id, listing.id));
    const data = checkoutQuoteResponseSchema.parse((await quote(buyer, [listing.id])).json()).data;
    expect(data.items[0]).toMatchObject({ unitPrice: 150, priceSource: 'offer' });
    api.expectCode(await quote(otherBuyer, [listing.id]), 409, 'LISTING_UNAVAILABLE');
    const { order } = await api.placed(buyer, [listing.id]);
    expect(order).toMatchObject({ itemsTotal: 150, total: 150, status: 'created', role: 'buyer' });
    expect(order.handoverCode).toMatch(/^\d{6}$/);
  });

  it('creates one order per clientRequestId and refuses a second order for a single item', async () => {
    const listing = await publishBuyableListing(context, seller, { priceValue: 50 });
    const body = api.orderBody([listing.id], {
      fulfilment: 'shipping',
      paymentMethod: 'online',
      shippingAddress,
    });
    const first = await api.inject(buyer, 'POST', '/orders', body);
    expect(first.statusCode, first.body).toBe(201);
    const created = createOrderResponseSchema.parse(first.json()).data;
    expect(created.order.reference).toMatch(/^KK-[A-Z2-9]{6}$/);
    expect(created.paymentUrl).toBe(`https://pay.example.test/${created.order.id}`);
    expect(created.order).toMatchObject({
      total: 54.99,
      shipping: 4.99,
      shippingAddress,
      handoverCode: null,
    });
    const retry = await api.inject(buyer, 'POST', '/orders', body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(createOrderResponseSchema.parse(retry.json()).data.order.id).toBe(created.order.id);
    api.expectCode(await api.placeOrder(buyer, [listing.id]), 409, 'LISTING_UNAVAILABLE');
    api.expectCode(await api.placeOrder(otherBuyer, [listing.id]), 409, 'LISTING_UNAVAILABLE');
    const [row] = await context.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.reservedForUserId).toBe(buyer.id);
    // The seller sees the §9 fees and the payout; the buyer does not.
    const sellerView = api.orderOf(await api.inject(seller, 'GET', `/orders/${created.order.id}`));
    expect(sellerView.sellerFees?.map((fee) => fee.id)).toEqual([
      'sales_commission',
      'payment',
      'shipping_participation',
      'listing_fee',
    ]);
    expect(sellerView.payout).toBe(54.99 - 5.5 - 1.8 - 4 - 0.35);
    expect(sellerView.handoverCode).toBeNull();
    expect(created.order.sellerFees).toBeNull();
    api.expectCode(await api.inject(otherBuyer, 'GET', `/orders/${created.order.id}`), 404, 'NOT_FOUND');
  });

  it('takes what was ordered out of the buyer’s cart, and only that', async () => {
    const ordered = await publishBuyableListing(context, seller, { priceValue: 30 });
    const kept = await publishBuyableListing(context, seller, { priceValue: 40 });
    for (const listing of [ordered, kept]) {
      const added = await context.app.inject({
        method: 'PUT',
        url: `/api/cart/${listing.id}`,
        headers: buyer.headers,
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    expect((await api.placeOrder(buyer, [ordered.id])).statusCode).toBe(201);
    const cart = await context.app.inject({ method: 'GET', url: '/api/cart', headers: buyer.headers });
    expect(cart.body).not.toContain(ordered.id);
    expect(cart.body).toContain(kept.id);
  });

  it('keeps a listing with quantity above one available until open orders hold every unit', async () => {
    const listing = await publishBuyableListing(context, seller, { quantity: 2 });
    await api.placed(buyer, [listing.id]);
    const [afterFirst] = await context.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(afterFirst?.reservedAt).toBeNull();
    await api.placed(otherBuyer, [listing.id]);
    const [afterSecond] = await context.database.db
      .select()
      .from(listings)
      .where(eq(listings.id, listing.id));
    expect(afterSecond?.reservedForUserId).toBe(otherBuyer.id);
    api.expectCode(await api.placeOrder(buyer, [listing.id]), 409, 'LISTING_UNAVAILABLE');
  });

  it('checks fulfilment, address and payment method', async () => {
    const listing = await publishBuyableListing(context, seller, { offersSameDay: false });
    api.expectCode(
      await api.placeOrder(buyer, [listing.id], {
        fulfilment: 'sameday',
        paymentMethod: 'online',
        shippingAddress,
      }),
      422,
      'FULFILMENT_NOT_OFFERED',
    );
    api.expectCode(
      await api.placeOrder(buyer, [listing.id], { fulfilment: 'shipping', paymentMethod: 'online' }),
      422,
      'SHIPPING_ADDRESS_REQUIRED',
    );
    api.expectCode(
      await api.placeOrder(buyer, [listing.id], { fulfilment: 'shipping', shippingAddress }),
      422,
      'PAYMENT_METHOD_NOT_AVAILABLE',
    );
  });

  it('cancels the order and frees the listing when the payment provider fails', async () => {
    const listing = await publishBuyableListing(context, seller);
    payments.failNext.checkout = true;
    const body = api.orderBody([listing.id], { paymentMethod: 'online' });
    api.expectCode(await api.inject(buyer, 'POST', '/orders', body), 502, 'PAYMENT_PROVIDER_FAILED');
    const [row] = await context.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.reservedAt).toBeNull();
    const [failed] = await context.database.db
      .select()
      .from(orders)
      .where(eq(orders.clientRequestId, body.clientRequestId));
    expect(await orderRow(context, failed?.id ?? '')).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
      cancelReason: 'payment_problem',
    });
    await api.placed(otherBuyer, [listing.id]);
  });

  it('offers only cash on pickup without a payment provider', async () => {
    const listing = await publishBuyableListing(context, seller);
    context.app.deps.payments = null;
    try {
      const data = checkoutQuoteResponseSchema.parse((await quote(buyer, [listing.id])).json()).data;
      expect(data.paymentMethods).toEqual(['cash_on_pickup']);
      expect(data.onlinePaymentConfigured).toBe(false);
      api.expectCode(
        await api.placeOrder(buyer, [listing.id], { paymentMethod: 'online' }),
        422,
        'PAYMENT_METHOD_NOT_AVAILABLE',
      );
    } finally {
      context.app.deps.payments = payments;
    }
  });
});
