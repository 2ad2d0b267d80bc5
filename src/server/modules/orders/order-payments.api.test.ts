import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.schema';
import { orders, sellerPaymentAccounts, sellerTaxProfiles } from '../../db/schema/orders.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { applyPaymentEvent, releaseHeldPayouts } from './order-payments.service';
import { sweepOrders } from './order-sweep.service';
import {
  ageOrder,
  createFakePayments,
  type FakePayments,
  orderRequests,
  orderRow,
  publishBuyableListing,
  shippingAddress,
} from './orders.test-support';

const dayMs = 86_400_000;

/** Issue 17, ADR 057/058: provider events, refunds of late payments, payouts and the DAC7 hold. */
describe('order payments', () => {
  let context: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
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
    seller = await createTestUser(context, { label: 'pay-seller', roles: ['seller'] });
    buyer = await createTestUser(context, { label: 'pay-buyer' });
  });
  afterAll(async () => {
    await context.database.db.delete(orders).where(eq(orders.buyerId, buyer.id));
    await context.database.db.delete(listings).where(eq(listings.sellerId, seller.id));
    await context.close();
  });

  const onlineOrder = async (priceValue = 40) => {
    const listing = await publishBuyableListing(context, seller, { priceValue });
    const { order } = await api.placed(buyer, [listing.id], {
      fulfilment: 'shipping',
      paymentMethod: 'online',
      shippingAddress,
    });
    return { listing, order, row: await orderRow(context, order.id) };
  };
  const completed = (orderId: string, row: { checkoutSessionId: string | null }) =>
    applyPaymentEvent(context.app.deps, {
      id: `evt_${randomUUID()}`,
      type: 'checkout.completed',
      orderId,
      sessionId: row.checkoutSessionId ?? '',
      paymentIntentId: `pi_${orderId}`,
      amountCents: 0,
      raw: {},
    });

  it('marks the order paid once; a replayed event changes nothing', async () => {
    const { order, row } = await onlineOrder();
    expect(await completed(order.id, row)).toBe('paid');
    expect(await completed(order.id, row)).toBe('duplicate');
    const paid = await orderRow(context, order.id);
    expect(paid).toMatchObject({ status: 'paid', paymentStatus: 'paid', paymentIntentId: `pi_${order.id}` });
    expect(paid.paidAt).not.toBeNull();
    const buyerView = api.orderOf(await api.inject(buyer, 'GET', `/orders/${order.id}`));
    expect(buyerView.events.map((event) => event.toStatus)).toEqual(['created', 'paid']);
  });

  it('gives the buyer of an unpaid online order a fresh payment page, nobody else', async () => {
    const { order, row } = await onlineOrder();
    expect(order.actions).toEqual(['pay', 'cancel']);
    const response = await api.move(buyer, order.id, 'pay');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json() as { data: { paymentUrl: string; order: { checkoutUrl: string } } };
    expect(data.data.paymentUrl).toBe(`https://pay.example.test/${order.id}`);
    expect((await orderRow(context, order.id)).checkoutSessionId).not.toBe(row.checkoutSessionId);
    api.expectCode(await api.move(seller, order.id, 'pay'), 409, 'ORDER_TRANSITION_NOT_ALLOWED');
    const current = await orderRow(context, order.id);
    await completed(order.id, current);
    api.expectCode(await api.move(buyer, order.id, 'pay'), 409, 'ORDER_TRANSITION_NOT_ALLOWED');
  });

  it('refunds at once a payment that arrives for a cancelled order', async () => {
    const { order, row } = await onlineOrder();
    api.orderOf(await api.move(buyer, order.id, 'cancel', { reason: 'changed_mind' }));
    expect(await completed(order.id, row)).toBe('refunded_cancelled_order');
    expect(await orderRow(context, order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    expect(payments.calls.refunds).toContain(`refund:${order.id}`);
    expect(await completed(order.id, row)).toBe('duplicate');
  });

  it('cancels an unpaid order when its checkout expires, and frees the listing', async () => {
    const { listing, order, row } = await onlineOrder();
    const outcome = await applyPaymentEvent(context.app.deps, {
      id: `evt_${randomUUID()}`,
      type: 'checkout.expired',
      orderId: order.id,
      sessionId: row.checkoutSessionId ?? '',
      raw: {},
    });
    expect(outcome).toBe('cancelled_unpaid');
    expect(await orderRow(context, order.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'system' });
    const [free] = await context.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(free?.reservedAt).toBeNull();
  });

  it('holds the payout without an account, pays it once the account exists', async () => {
    const { order, row } = await onlineOrder(40);
    await completed(order.id, row);
    api.orderOf(await api.move(seller, order.id, 'ship', { carrier: 'DHL', trackingNumber: 'DHL99887766' }));
    api.orderOf(await api.move(buyer, order.id, 'complete'));
    expect((await orderRow(context, order.id)).payoutStatus).toBe('held');
    await context.database.db
      .insert(sellerPaymentAccounts)
      .values({ userId: seller.id, provider: 'stripe', accountId: 'acct_test', payoutsEnabled: new Date() });
    expect(await releaseHeldPayouts(context.app.deps, seller.id)).toBe(1);
    const paidOut = await orderRow(context, order.id);
    expect(paidOut).toMatchObject({ payoutStatus: 'paid', payoutId: `tr_payout:${order.id}` });
    expect(payouts(order.id)).toBe(1);
    expect(await releaseHeldPayouts(context.app.deps, seller.id)).toBe(0);
    expect(payouts(order.id)).toBe(1);
  });

  const payouts = (orderId: string) =>
    payments.calls.payouts.filter((key) => key === `payout:${orderId}`).length;

  it('holds payouts past the DAC7 revenue threshold until the tax details are there', async () => {
    // The account exists (previous test); one sale of 2,000 € reaches the revenue threshold.
    const { order, row } = await onlineOrder(2_000);
    await completed(order.id, row);
    api.orderOf(await api.move(seller, order.id, 'ship', { carrier: 'DHL', trackingNumber: 'DHL11223344' }));
    api.orderOf(await api.move(buyer, order.id, 'complete'));
    expect((await orderRow(context, order.id)).payoutStatus).toBe('held');
    await context.database.db.insert(sellerTaxProfiles).values({
      userId: seller.id,
      firstName: 'Sam',
      lastName: 'Seller',
      street: 'Hauptstraße 1',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      birthDate: '1990-01-01',
      taxIdEncrypted: 'encrypted',
      taxIdHint: '789',
    });
    expect(await releaseHeldPayouts(context.app.deps, seller.id)).toBe(1);
    expect((await orderRow(context, order.id)).payoutStatus).toBe('paid');
  });

  it('sweeps: completes shipped orders after 14 days and cancels unpaid online orders after 24 hours', async () => {
    const shipped = await onlineOrder();
    await completed(shipped.order.id, shipped.row);
    api.orderOf(
      await api.move(seller, shipped.order.id, 'ship', { carrier: 'DHL', trackingNumber: 'DHL55443322' }),
    );
    await ageOrder(context, shipped.order.id, { shippedAt: new Date(Date.now() - 15 * dayMs) });
    const unpaid = await onlineOrder();
    await ageOrder(context, unpaid.order.id, { createdAt: new Date(Date.now() - 25 * 3_600_000) });
    const fresh = await onlineOrder();

    const outcome = await sweepOrders(context.app.deps);
    expect(outcome.completed).toBeGreaterThanOrEqual(1);
    expect(outcome.expired).toBeGreaterThanOrEqual(1);
    expect(await orderRow(context, shipped.order.id)).toMatchObject({
      status: 'completed',
      payoutStatus: 'paid',
    });
    expect(await orderRow(context, unpaid.order.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
    });
    expect((await orderRow(context, fresh.order.id)).status).toBe('created');
    const events = api.orderOf(await api.inject(buyer, 'GET', `/orders/${shipped.order.id}`)).events;
    expect(events.at(-1)).toMatchObject({ toStatus: 'completed', actor: 'system' });
  });
});
