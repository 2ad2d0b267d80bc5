import { errorResponseSchema } from '@shared/api/error.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, sellerPaymentAccounts } from '../../db/schema/orders.schema';
import { insertTestOrder } from '../../test/order-row-factory';
import { type StripeDouble, startStripeDouble } from '../../test/stripe-double';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import type { PaymentProvider } from './payment-provider';

/** Issue 17, ADR 063: the webhook against the Stripe double, on both engines. */
describe('Stripe webhook', () => {
  let double: StripeDouble;
  let context: TestContext;
  let payments: PaymentProvider;
  let seller: TestUser;
  let buyer: TestUser;

  const postWebhook = (payload: string, signature: string | undefined) =>
    context.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });

  const storedEvents = (eventId: string) =>
    context.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));

  const checkoutFor = (orderId: string) =>
    payments.createCheckout({
      orderId,
      reference: `KK-${orderId.slice(0, 6)}`,
      currency: 'EUR',
      lines: [{ label: 'Lamp', amountCents: 2_500, quantity: 1 }],
      buyerEmail: buyer.email,
      successUrl: 'http://localhost:3000/orders/x?paid=1',
      cancelUrl: 'http://localhost:3000/orders/x',
      idempotencyKey: `checkout:${orderId}`,
    });

  /** A signed event the double has not sent: the shape Stripe sends, for forging and ageing. */
  const samplePayload = (id: string) =>
    JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type: 'payment_intent.created',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { id: 'pi_sample', object: 'payment_intent' } },
    });

  beforeAll(async () => {
    double = await startStripeDouble();
    context = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: double.secretKey,
        STRIPE_WEBHOOK_SECRET: double.webhookSecret,
        STRIPE_API_BASE: double.url,
      },
    });
    double.setWebhookTarget({
      deliver: async (payload, signature) => {
        const response = await postWebhook(payload, signature);
        return { status: response.statusCode, body: response.body };
      },
    });
    const provider = context.app.deps.payments;
    if (!provider) throw new Error('payments should be configured');
    payments = provider;
    seller = await createTestUser(context, { label: 'webhook-seller', roles: ['seller'] });
    buyer = await createTestUser(context, { label: 'webhook-buyer' });
  });
  afterAll(async () => {
    await context.database.db.delete(orders).where(eq(orders.sellerId, seller.id));
    await context.close();
    await double.close();
  });

  it('accepts a correctly signed event, stores it once with its outcome', async () => {
    const orderId = await insertTestOrder(context, {
      buyerId: buyer.id,
      sellerId: seller.id,
      status: 'created',
      paymentMethod: 'online',
    });
    const session = await checkoutFor(orderId);
    const { delivery } = await double.payCheckout(session.sessionId);
    expect(delivery?.status).toBe(200);
    expect(JSON.parse(delivery?.body ?? '{}')).toEqual({ received: true, isDuplicate: false });
    const [stored] = await storedEvents(delivery?.event.id ?? '');
    expect(stored).toMatchObject({ provider: 'stripe', type: 'checkout.completed', orderId });
    expect(stored?.outcome).toEqual(expect.any(String));
    expect(stored?.processedAt).toBeInstanceOf(Date);
    expect(stored?.payload).toMatchObject({ data: { object: { id: session.sessionId } } });
  });

  it('answers a replayed event 200 and does nothing again', async () => {
    const orderId = await insertTestOrder(context, {
      buyerId: buyer.id,
      sellerId: seller.id,
      status: 'created',
      paymentMethod: 'online',
    });
    const { delivery } = await double.payCheckout((await checkoutFor(orderId)).sessionId);
    const eventId = delivery?.event.id ?? '';
    const [first] = await storedEvents(eventId);
    const replay = await double.redeliver(eventId);
    expect(replay?.status).toBe(200);
    expect(JSON.parse(replay?.body ?? '{}')).toEqual({ received: true, isDuplicate: true });
    const rows = await storedEvents(eventId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.processedAt).toEqual(first?.processedAt);
    // The same bytes posted again by anyone who saw them are a replay too.
    const again = await postWebhook(delivery?.payload ?? '', double.signPayload(delivery?.payload ?? ''));
    expect(again.json()).toEqual({ received: true, isDuplicate: true });
  });

  describe('refuses what does not verify, and stores nothing', () => {
    const expectRefused = async (response: Awaited<ReturnType<typeof postWebhook>>, eventId: string) => {
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
      expect(await storedEvents(eventId)).toHaveLength(0);
    };

    it('a signature made with another secret (forged)', async () => {
      const payload = samplePayload('evt_forged');
      await expectRefused(
        await postWebhook(payload, double.signPayload(payload, { secret: 'whsec_guess' })),
        'evt_forged',
      );
    });

    it('a body altered after signing', async () => {
      const payload = samplePayload('evt_altered');
      const signature = double.signPayload(payload);
      const altered = payload.replace('pi_sample', 'pi_other');
      await expectRefused(await postWebhook(altered, signature), 'evt_altered');
    });

    it('an old timestamp (beyond the 5-minute tolerance)', async () => {
      const payload = samplePayload('evt_old');
      const signature = double.signPayload(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 });
      await expectRefused(await postWebhook(payload, signature), 'evt_old');
    });

    it('a missing Stripe-Signature header', async () => {
      await expectRefused(await postWebhook(samplePayload('evt_unsigned'), undefined), 'evt_unsigned');
    });

    it('a header without a v1 signature', async () => {
      const payload = samplePayload('evt_nov1');
      await expectRefused(await postWebhook(payload, `t=${Math.floor(Date.now() / 1000)}`), 'evt_nov1');
    });
  });

  it('stores an event type nobody acts on as ignored', async () => {
    const delivery = await double.sendEvent('customer.created', { id: 'cus_1', object: 'customer' });
    expect(delivery?.status).toBe(200);
    const [stored] = await storedEvents(delivery?.event.id ?? '');
    expect(stored).toMatchObject({ type: 'customer.created', orderId: null });
    expect(stored?.outcome).toMatch(/ignored/);
  });

  it('account.updated enables the seller’s payouts once onboarding is submitted', async () => {
    const onboarding = await context.app.inject({
      method: 'POST',
      url: '/api/payments/payout-account',
      headers: seller.headers,
    });
    expect(onboarding.statusCode).toBe(200);
    const [account] = await context.database.db
      .select()
      .from(sellerPaymentAccounts)
      .where(eq(sellerPaymentAccounts.userId, seller.id));
    expect(account?.payoutsEnabled).toBeNull();
    const delivery = await double.completeOnboarding(account?.accountId ?? '');
    expect(delivery?.status).toBe(200);
    expect(delivery?.event).toMatchObject({ type: 'account.updated', account: account?.accountId });
    const [enabled] = await context.database.db
      .select()
      .from(sellerPaymentAccounts)
      .where(eq(sellerPaymentAccounts.userId, seller.id));
    expect(enabled?.payoutsEnabled).toBeInstanceOf(Date);
    const [stored] = await storedEvents(delivery?.event.id ?? '');
    expect(stored?.outcome).toMatch(/^payouts_enabled/);
  });

  it('refunds a payment that arrives for a cancelled order', async () => {
    // The order's total is what its checkout session charges (the Lamp line below).
    const orderId = await insertTestOrder(context, {
      buyerId: buyer.id,
      sellerId: seller.id,
      status: 'created',
      paymentMethod: 'online',
      itemsCents: 2_500,
    });
    const session = await checkoutFor(orderId);
    await context.database.db
      .update(orders)
      .set({
        status: 'cancelled',
        cancelledAt: new Date(),
        cancelledBy: 'buyer',
        checkoutSessionId: session.sessionId,
        paymentProvider: 'stripe',
      })
      .where(eq(orders.id, orderId));
    const { delivery } = await double.payCheckout(session.sessionId);
    expect(delivery?.status).toBe(200);
    const paymentIntentId = double.sessions.get(session.sessionId)?.payment_intent;
    const refunds = [...double.refunds.values()].filter(
      (refund) => refund.payment_intent === paymentIntentId,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(2_500);
    // Delivered again, the event refunds nothing twice.
    await double.redeliver(delivery?.event.id ?? '');
    expect(
      [...double.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId),
    ).toHaveLength(1);
  });
});
