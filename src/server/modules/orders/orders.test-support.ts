import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import { createOrderResponseSchema, type Order, orderResponseSchema } from '@shared/orders/order.schema';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../../db/schema/orders.schema';
import { publishTestListing } from '../../test/published-listing-factory';
import type { TestContext } from '../../test/test-app';
import type { TestUser } from '../../test/user-factory';
import type { PaymentProvider } from '../payments/payment-provider';

/** A tiny in-test payment provider at the interface level: records calls, can be told to fail. */
export interface FakePayments extends PaymentProvider {
  calls: { checkouts: string[]; refunds: string[]; payouts: string[] };
  failNext: { checkout: boolean; refund: boolean; payout: boolean };
}

export function createFakePayments(): FakePayments {
  const calls = { checkouts: [] as string[], refunds: [] as string[], payouts: [] as string[] };
  const failNext = { checkout: false, refund: false, payout: false };
  const failIf = (key: keyof typeof failNext) => {
    if (!failNext[key]) return;
    failNext[key] = false;
    throw new Error(`provider refused the ${key}`);
  };
  return {
    id: 'stripe',
    calls,
    failNext,
    async createCheckout(input) {
      failIf('checkout');
      calls.checkouts.push(input.idempotencyKey);
      return {
        sessionId: `cs_${randomUUID()}`,
        url: `https://pay.example.test/${input.orderId}`,
        expiresAt: new Date(Date.now() + 3_600_000),
      };
    },
    async refund(input) {
      failIf('refund');
      calls.refunds.push(input.idempotencyKey);
      return { refundId: `re_${input.idempotencyKey}` };
    },
    async payout(input) {
      failIf('payout');
      calls.payouts.push(input.idempotencyKey);
      return { transferId: `tr_${input.idempotencyKey}` };
    },
    async createPayoutAccount(input) {
      return { accountId: `acct_${input.userId.slice(0, 8)}`, payoutsEnabled: false };
    },
    async createOnboardingLink(input) {
      return {
        url: `https://pay.example.test/onboarding/${input.accountId}`,
        expiresAt: new Date(Date.now() + 600_000),
      };
    },
    parseWebhook() {
      throw new Error('not used by the orders tests');
    },
  };
}

type Response = { statusCode: number; body: string; json(): unknown };

/** Request helpers over one test app, for the orders API tests. */
export function orderRequests(context: TestContext) {
  const inject = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    context.app.inject({ method, url: `/api${url}`, headers: user?.headers ?? {}, payload });
  const expectCode = (response: Response, status: number, code: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe(code);
  };
  const orderOf = (response: Response): Order => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return orderResponseSchema.parse(response.json()).data.order;
  };
  const orderBody = (listingIds: string[], overrides: Record<string, unknown> = {}) => ({
    listingIds,
    fulfilment: 'pickup',
    paymentMethod: 'cash_on_pickup',
    clientRequestId: randomUUID(),
    ...overrides,
  });
  const placeOrder = (buyer: TestUser, listingIds: string[], overrides: Record<string, unknown> = {}) =>
    inject(buyer, 'POST', '/orders', orderBody(listingIds, overrides));
  const placed = async (buyer: TestUser, listingIds: string[], overrides: Record<string, unknown> = {}) => {
    const response = await placeOrder(buyer, listingIds, overrides);
    expect(response.statusCode, response.body).toBe(201);
    return createOrderResponseSchema.parse(response.json()).data;
  };
  const move = (user: TestUser, orderId: string, action: string, payload: object = {}) =>
    inject(user, 'POST', `/orders/${orderId}/${action}`, payload);
  return { inject, expectCode, orderOf, orderBody, placeOrder, placed, move };
}

/** A published listing offering pickup, shipping with DHL (4.99 €) and same-day delivery (7 €). */
export function publishBuyableListing(
  context: TestContext,
  seller: TestUser,
  overrides: Parameters<typeof publishTestListing>[2] = {},
) {
  return publishTestListing(context, seller, {
    offersPickup: true,
    offersShipping: true,
    shippingOptions: [{ carrier: 'dhl', price: 4.99, estimatedDays: '2-3' }],
    offersSameDay: true,
    sameDayPrice: 7,
    ...overrides,
  });
}

export const shippingAddress = {
  name: 'Bea Buyer',
  street: 'Lindenstraße 12',
  postalCode: '10969',
  city: 'Berlin',
  country: 'DE',
};

/** Moves an order's dates into the past, as if days had gone by. */
export async function ageOrder(
  context: TestContext,
  orderId: string,
  changes: Partial<typeof orders.$inferInsert>,
) {
  await context.database.db.update(orders).set(changes).where(eq(orders.id, orderId));
}

export async function orderRow(context: TestContext, orderId: string) {
  const [row] = await context.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('no such order');
  return row;
}
