import { notificationListResponseSchema } from '@shared/notifications/notification.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.schema';
import { orders } from '../../db/schema/orders.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { listProblemOrders } from './order-moves.service';
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

/** Issue 17, ADR 057: every move of the order table, the refused ones, notices; on both engines. */
describe('order moves API', () => {
  let context: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
  let outsider: TestUser;
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
      label: 'moves-seller',
      roles: ['seller'],
      displayName: 'Sam Seller',
    });
    buyer = await createTestUser(context, { label: 'moves-buyer', displayName: 'Bea Buyer' });
    outsider = await createTestUser(context, { label: 'moves-outsider' });
  });
  afterAll(async () => {
    await context.database.db.delete(orders).where(eq(orders.buyerId, buyer.id));
    await context.database.db.delete(listings).where(eq(listings.sellerId, seller.id));
    await context.close();
  });

  /** A paid online order for a fresh listing, as the provider's webhook would leave it. */
  const paidOrder = async (fulfilment: 'shipping' | 'pickup' | 'sameday') => {
    const listing = await publishBuyableListing(context, seller, { priceValue: 40 });
    const { order } = await api.placed(buyer, [listing.id], {
      fulfilment,
      paymentMethod: 'online',
      shippingAddress: fulfilment === 'pickup' ? null : shippingAddress,
    });
    await ageOrder(context, order.id, {
      status: 'paid',
      paymentStatus: 'paid',
      paidAt: new Date(),
      paymentIntentId: `pi_${order.id}`,
    });
    return { listing, order };
  };
  const notificationsOf = async (user: TestUser, language = 'en') => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { ...user.headers, 'accept-language': language },
    });
    return notificationListResponseSchema.parse(response.json()).data.notifications;
  };
  const listingRow = async (id: string) =>
    (await context.database.db.select().from(listings).where(eq(listings.id, id)))[0];

  it('ships, completes and sells: paid → shipped → completed, each change notified to the other side', async () => {
    const { listing, order } = await paidOrder('shipping');
    const sellerView = api.orderOf(await api.inject(seller, 'GET', `/orders/${order.id}`));
    expect(sellerView.actions).toEqual(['ship', 'cancel']);
    api.expectCode(
      await api.move(buyer, order.id, 'ship', { carrier: 'DHL', trackingNumber: '00340434161094042557' }),
      409,
      'ORDER_TRANSITION_NOT_ALLOWED',
    );
    api.expectCode(await api.move(seller, order.id, 'complete'), 409, 'ORDER_TRANSITION_NOT_ALLOWED');
    api.expectCode(
      await api.move(seller, order.id, 'hand-over', { code: '123456' }),
      409,
      'ORDER_TRANSITION_NOT_ALLOWED',
    );
    const shipped = api.orderOf(
      await api.move(seller, order.id, 'ship', { carrier: 'DHL', trackingNumber: '00340434161094042557' }),
    );
    expect(shipped).toMatchObject({
      status: 'shipped',
      carrier: 'DHL',
      trackingNumber: '00340434161094042557',
    });
    const buyerView = api.orderOf(await api.inject(buyer, 'GET', `/orders/${order.id}`));
    expect(buyerView.actions).toEqual(['complete', 'report_problem']);
    expect(buyerView.returnWindowEndsAt).not.toBeNull();
    api.expectCode(
      await api.move(buyer, order.id, 'cancel', { reason: 'changed_mind' }),
      409,
      'ORDER_TRANSITION_NOT_ALLOWED',
    );
    const completed = api.orderOf(await api.move(buyer, order.id, 'complete'));
    expect(completed.status).toBe('completed');
    expect(completed.canReview).toBe(true);
    expect((await listingRow(listing.id))?.soldAt).not.toBeNull();
    // No payout account yet: the seller's payout waits.
    expect((await orderRow(context, order.id)).payoutStatus).toBe('held');

    const toBuyer = (await notificationsOf(buyer)).filter(
      (notice) => notice.actionTo === `/orders/${order.id}`,
    );
    expect(toBuyer.map((notice) => notice.title)).toEqual([`Order ${order.reference} is on its way`]);
    const toSeller = (await notificationsOf(seller, 'de')).filter((notice) =>
      notice.actionTo?.endsWith(`order=${order.id}`),
    );
    expect(toSeller.map((notice) => notice.title)).toEqual([
      `Bestellung ${order.reference} ist abgeschlossen`,
    ]);
    expect(toSeller[0]?.category).toBe('order');
  });

  it('hands over with the buyer’s code, counts wrong codes and locks after five', async () => {
    const { order } = await paidOrder('pickup');
    const code = order.handoverCode ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await api.move(seller, order.id, 'hand-over', { code: wrong });
      api.expectCode(response, 422, 'HANDOVER_CODE_INVALID');
    }
    api.expectCode(await api.move(seller, order.id, 'hand-over', { code: wrong }), 423, 'HANDOVER_LOCKED');
    api.expectCode(await api.move(seller, order.id, 'hand-over', { code }), 423, 'HANDOVER_LOCKED');
    expect(api.orderOf(await api.inject(seller, 'GET', `/orders/${order.id}`)).actions).toEqual(['cancel']);

    const second = await paidOrder('sameday');
    const handed = api.orderOf(
      await api.move(seller, second.order.id, 'hand-over', { code: second.order.handoverCode ?? '' }),
    );
    expect(handed).toMatchObject({ status: 'handed_over', handoverCode: null });
    expect(api.orderOf(await api.move(buyer, second.order.id, 'complete')).status).toBe('completed');
  });

  it('hands over an unpaid cash-on-pickup order and never lets an outsider see it', async () => {
    const listing = await publishBuyableListing(context, seller);
    const { order } = await api.placed(buyer, [listing.id]);
    api.expectCode(await api.inject(outsider, 'GET', `/orders/${order.id}`), 404, 'NOT_FOUND');
    api.expectCode(await api.move(outsider, order.id, 'cancel', { reason: 'other' }), 404, 'NOT_FOUND');
    const handed = api.orderOf(
      await api.move(seller, order.id, 'hand-over', { code: order.handoverCode ?? '' }),
    );
    expect(handed).toMatchObject({ status: 'handed_over', paymentStatus: 'paid', payout: null });
    // A completed order can still be reported within the window, which freezes it.
    api.orderOf(await api.move(buyer, order.id, 'complete'));
    const reported = api.orderOf(
      await api.move(buyer, order.id, 'problem', {
        reason: 'not_as_described',
        note: 'The drawer does not close at all.',
      }),
    );
    expect(reported.status).toBe('problem_reported');
  });

  it('cancels before shipping, frees the listing and refunds a paid online order', async () => {
    const { listing, order } = await paidOrder('shipping');
    const cancelled = api.orderOf(
      await api.move(seller, order.id, 'cancel', { reason: 'item_unavailable', note: 'Broke it' }),
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelReason: 'item_unavailable',
      cancelledBy: 'seller',
      paymentStatus: 'refunded',
    });
    expect(payments.calls.refunds).toContain(`refund:${order.id}`);
    expect((await listingRow(listing.id))?.reservedAt).toBeNull();
    api.expectCode(await api.move(buyer, order.id, 'complete'), 409, 'ORDER_TRANSITION_NOT_ALLOWED');

    // A refund the provider refuses stays pending (the sweep retries it), the cancel still stands.
    const second = await paidOrder('shipping');
    payments.failNext.refund = true;
    const pending = api.orderOf(await api.move(buyer, second.order.id, 'cancel', { reason: 'changed_mind' }));
    expect(pending).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_pending',
      cancelledBy: 'buyer',
    });
  });

  it('takes a problem within 14 days, then freezes the order; refuses it after the window', async () => {
    const { order } = await paidOrder('shipping');
    api.orderOf(
      await api.move(seller, order.id, 'ship', { carrier: 'Hermes', trackingNumber: 'H1234567890' }),
    );
    const reported = api.orderOf(
      await api.move(buyer, order.id, 'problem', {
        reason: 'damaged',
        note: 'The glass door arrived broken.',
      }),
    );
    expect(reported).toMatchObject({ status: 'problem_reported', problemReason: 'damaged', actions: [] });
    api.expectCode(await api.move(buyer, order.id, 'complete'), 409, 'ORDER_FROZEN');
    api.expectCode(await api.move(seller, order.id, 'cancel', { reason: 'other' }), 409, 'ORDER_FROZEN');
    expect((await listProblemOrders(context.database.db)).map((row) => row.id)).toContain(order.id);

    const late = await paidOrder('shipping');
    api.orderOf(
      await api.move(seller, late.order.id, 'ship', { carrier: 'DHL', trackingNumber: 'DHL1234567' }),
    );
    await ageOrder(context, late.order.id, { shippedAt: new Date(Date.now() - 15 * dayMs) });
    expect(api.orderOf(await api.inject(buyer, 'GET', `/orders/${late.order.id}`)).actions).toEqual([
      'complete',
    ]);
    api.expectCode(
      await api.move(buyer, late.order.id, 'problem', {
        reason: 'not_received',
        note: 'Nothing has arrived yet.',
      }),
      409,
      'RETURN_WINDOW_CLOSED',
    );
  });

  it('lists the caller’s orders per side', async () => {
    const response = await api.inject(seller, 'GET', '/orders?role=seller&status=completed');
    expect(response.statusCode, response.body).toBe(200);
    const { orders: list, total } = (
      response.json() as { data: { orders: Array<{ role: string; status: string }>; total: number } }
    ).data;
    expect(total).toBeGreaterThanOrEqual(2);
    expect(list.every((order) => order.role === 'seller' && order.status === 'completed')).toBe(true);
  });
});
