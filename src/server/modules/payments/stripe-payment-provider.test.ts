import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../core/app-error';
import { type StripeDouble, startStripeDouble } from '../../test/stripe-double';
import type { PaymentProvider } from './payment-provider';
import { createStripePaymentProvider } from './stripe-payment-provider';

/** The adapter against the Stripe double (ADR 063): shapes sent, idempotency, errors. */
describe('Stripe payment provider', () => {
  let double: StripeDouble;
  let provider: PaymentProvider;

  const checkout = (orderId: string, idempotencyKey = `checkout:${orderId}`) =>
    provider.createCheckout({
      orderId,
      reference: 'KK-ABC123',
      currency: 'EUR',
      lines: [
        { label: 'Desk lamp', amountCents: 1_999, quantity: 1 },
        { label: 'Shipping', amountCents: 499, quantity: 1 },
      ],
      buyerEmail: 'buyer@example.org',
      successUrl: 'https://shop.example/orders/1?paid=1',
      cancelUrl: 'https://shop.example/orders/1',
      idempotencyKey,
    });

  beforeAll(async () => {
    double = await startStripeDouble();
    provider = createStripePaymentProvider({
      secretKey: double.secretKey,
      webhookSecrets: [double.webhookSecret],
      apiBase: double.url,
    });
  });
  afterAll(() => double.close());

  it('creates a Checkout Session with EUR lines, the order in metadata and an expiry', async () => {
    const before = Date.now();
    const session = await checkout('11111111-1111-4111-8111-111111111111');
    expect(session.url).toBe(`${double.url}/c/pay/${session.sessionId}`);
    const request = double.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', status: 200 });
    expect(request?.authorization).toBe(`Bearer ${double.secretKey}`);
    expect(request?.idempotencyKey).toBe('checkout:11111111-1111-4111-8111-111111111111');
    expect(request?.form).toMatchObject({
      mode: 'payment',
      client_reference_id: '11111111-1111-4111-8111-111111111111',
      metadata: { orderId: '11111111-1111-4111-8111-111111111111', orderReference: 'KK-ABC123' },
      payment_intent_data: { transfer_group: 'KK-ABC123' },
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'eur', unit_amount: '1999', product_data: { name: 'Desk lamp' } },
        },
        {
          quantity: '1',
          price_data: { currency: 'eur', unit_amount: '499', product_data: { name: 'Shipping' } },
        },
      ],
    });
    expect(double.sessions.get(session.sessionId)).toMatchObject({
      amount_total: 2_498,
      currency: 'eur',
      status: 'open',
    });
    expect(session.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 30 * 60_000);
  });

  it('replays the first answer for the same idempotency key', async () => {
    const first = await checkout('22222222-2222-4222-8222-222222222222', 'checkout:same');
    const second = await checkout('22222222-2222-4222-8222-222222222222', 'checkout:same');
    expect(second.sessionId).toBe(first.sessionId);
    expect(double.requests.at(-1)?.isReplay).toBe(true);
    // The same key for a different request is refused, as Stripe does.
    await expect(checkout('33333333-3333-4333-8333-333333333333', 'checkout:same')).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_FAILED',
      details: { providerType: 'idempotency_error' },
    });
  });

  it('retries a failed request with the same key, so nothing is created twice', async () => {
    double.failNextRequest({ status: 500 });
    const session = await checkout('44444444-4444-4444-8444-444444444444');
    const attempts = double.requests.filter(
      (request) => request.idempotencyKey === 'checkout:44444444-4444-4444-8444-444444444444',
    );
    expect(attempts.map((attempt) => attempt.status)).toEqual([500, 200]);
    expect(
      [...double.sessions.values()].filter(
        (candidate) => candidate.client_reference_id === '44444444-4444-4444-8444-444444444444',
      ),
    ).toHaveLength(1);
    expect(session.sessionId).toMatch(/^cs_test_/);
  });

  it('refunds a paid session once; a second refund of the same payment is refused', async () => {
    const session = await checkout('55555555-5555-4555-8555-555555555555');
    await double.payCheckout(session.sessionId);
    const paymentIntentId = String(double.sessions.get(session.sessionId)?.payment_intent);
    const refund = await provider.refund({ paymentIntentId, amountCents: 2_498, idempotencyKey: 'refund:5' });
    expect(double.refunds.get(refund.refundId)).toMatchObject({
      amount: 2_498,
      payment_intent: paymentIntentId,
      status: 'succeeded',
    });
    const replay = await provider.refund({ paymentIntentId, amountCents: 2_498, idempotencyKey: 'refund:5' });
    expect(replay.refundId).toBe(refund.refundId);
    await expect(
      provider.refund({ paymentIntentId, amountCents: 2_498, idempotencyKey: 'refund:5b' }),
    ).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_FAILED',
      details: { providerCode: 'charge_already_refunded' },
    });
  });

  it('pays out to a connected account only once its onboarding enabled transfers', async () => {
    const account = await provider.createPayoutAccount({
      userId: 'u1',
      email: 'seller@example.org',
      idempotencyKey: 'acct:u1',
    });
    expect(account.payoutsEnabled).toBe(false);
    expect(double.accounts.get(account.accountId)).toMatchObject({
      type: 'express',
      country: 'DE',
      email: 'seller@example.org',
    });
    const link = await provider.createOnboardingLink({
      accountId: account.accountId,
      returnUrl: 'https://shop.example/settings?payouts=returned',
      refreshUrl: 'https://shop.example/settings?payouts=expired',
      idempotencyKey: 'link:1',
    });
    expect(link.url).toMatch(`${double.url}/connect/onboarding/`);
    const payout = () =>
      provider.payout({
        destinationAccountId: account.accountId,
        amountCents: 1_500,
        currency: 'EUR',
        orderReference: 'KK-ABC123',
        idempotencyKey: 'payout:1',
      });
    await expect(payout()).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_FAILED',
      details: { providerCode: 'insufficient_capabilities_for_transfer' },
    });
    await double.completeOnboarding(account.accountId);
    // Stripe keeps a refused answer under its key as well: the next attempt needs a fresh key.
    const transfer = await provider.payout({
      destinationAccountId: account.accountId,
      amountCents: 1_500,
      currency: 'EUR',
      orderReference: 'KK-ABC123',
      idempotencyKey: 'payout:1b',
    });
    expect(double.transfers.get(transfer.transferId)).toMatchObject({
      amount: 1_500,
      currency: 'eur',
      destination: account.accountId,
      transfer_group: 'KK-ABC123',
    });
  });

  it('never puts the secret key or Stripe’s message into its error', async () => {
    const wrongKey = createStripePaymentProvider({
      secretKey: 'sk_test_wrong_key_123',
      webhookSecrets: ['whsec_x1234567'],
      apiBase: double.url,
    });
    const error = await wrongKey
      .refund({ paymentIntentId: 'pi_x', amountCents: 1, idempotencyKey: 'k' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(
      JSON.stringify({ message: (error as AppError).message, details: (error as AppError).details }),
    ).not.toMatch(/sk_test|Invalid API Key/);
  });

  it('maps verified events to neutral ones and refuses a bad signature', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: 1,
      data: {
        object: {
          id: 'cs_1',
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 900,
          payment_intent: 'pi_1',
          metadata: { orderId: 'o1' },
          client_reference_id: 'o1',
        },
      },
    });
    expect(provider.parseWebhook(Buffer.from(payload), double.signPayload(payload))).toMatchObject({
      id: 'evt_1',
      type: 'checkout.completed',
      orderId: 'o1',
      sessionId: 'cs_1',
      paymentIntentId: 'pi_1',
      amountCents: 900,
    });
    expect(() =>
      provider.parseWebhook(Buffer.from(payload), double.signPayload(payload, { secret: 'whsec_other' })),
    ).toThrow(expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }));
  });
});
