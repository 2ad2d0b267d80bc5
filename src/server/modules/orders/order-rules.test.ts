import { describe, expect, it } from 'vitest';
import { commonFulfilments, sellerFeesOf } from './checkout.service';
import { actionsFor, returnWindowEndOf } from './order.presenter';
import { newHandoverCode, newOrderReference } from './order-create.service';
import { recipientsOf } from './order-notices.service';
import type { CheckoutListingRow, OrderRow } from './orders.repository';

const dayMs = 86_400_000;
const order = (overrides: Partial<OrderRow>) =>
  ({
    status: 'created',
    fulfilment: 'shipping',
    paymentMethod: 'online',
    paymentStatus: 'unpaid',
    paidAt: null,
    shippedAt: null,
    handedOverAt: null,
    handoverAttempts: 0,
    ...overrides,
  }) as OrderRow;
const listing = (overrides: Partial<CheckoutListingRow>) =>
  ({ language: 'en', offersPickup: false, shippingOptions: [], ...overrides }) as CheckoutListingRow;
const context = { now: new Date('2026-11-26T12:00:00Z'), isPaymentConfigured: true, handoverAttemptsMax: 5 };

describe('order rules', () => {
  it('writes readable references and six-digit handover codes', () => {
    for (let index = 0; index < 50; index += 1) {
      expect(newOrderReference()).toMatch(/^KK-[A-HJKMNP-Z2-9]{6}$/);
      expect(newHandoverCode()).toMatch(/^\d{6}$/);
    }
  });

  it('narrows the table by the order: ship for shipping, hand over for pickup, pay for the unpaid buyer', () => {
    expect(actionsFor(order({ status: 'paid' }), 'seller', context)).toEqual(['ship', 'cancel']);
    expect(actionsFor(order({ status: 'paid', fulfilment: 'pickup' }), 'seller', context)).toEqual([
      'hand_over',
      'cancel',
    ]);
    expect(actionsFor(order({ fulfilment: 'pickup' }), 'seller', context)).toEqual(['cancel']);
    expect(
      actionsFor(order({ fulfilment: 'pickup', paymentMethod: 'cash_on_pickup' }), 'seller', context),
    ).toEqual(['hand_over', 'cancel']);
    expect(actionsFor(order({}), 'buyer', context)).toEqual(['pay', 'cancel']);
    expect(
      actionsFor(order({ status: 'paid', fulfilment: 'pickup', handoverAttempts: 5 }), 'seller', context),
    ).toEqual(['cancel']);
  });

  it('closes the problem report 14 days after shipping', () => {
    const shippedAt = new Date(context.now.getTime() - 13 * dayMs);
    expect(returnWindowEndOf({ shippedAt, handedOverAt: null })?.getTime()).toBe(
      shippedAt.getTime() + 14 * dayMs,
    );
    expect(actionsFor(order({ status: 'shipped', shippedAt }), 'buyer', context)).toEqual([
      'complete',
      'report_problem',
    ]);
    const late = new Date(context.now.getTime() - 15 * dayMs);
    expect(actionsFor(order({ status: 'shipped', shippedAt: late }), 'buyer', context)).toEqual(['complete']);
    expect(actionsFor(order({ status: 'problem_reported', shippedAt }), 'buyer', context)).toEqual([]);
  });

  it('tells the other side; the seller hears of an online order once it is paid', () => {
    expect(recipientsOf(order({}), 'created', 'buyer')).toEqual([]);
    expect(recipientsOf(order({ paymentMethod: 'cash_on_pickup' }), 'created', 'buyer')).toEqual(['seller']);
    expect(recipientsOf(order({ paidAt: new Date() }), 'paid', 'system')).toEqual(['buyer', 'seller']);
    expect(recipientsOf(order({}), 'cancelled', 'system')).toEqual(['buyer']);
    expect(recipientsOf(order({}), 'shipped', 'seller')).toEqual(['buyer']);
    expect(recipientsOf(order({}), 'problem_reported', 'buyer')).toEqual(['seller']);
  });

  it('offers only what every listing offers, shipping at the highest price of the parcel', () => {
    const dhl = (price: number) => ({
      id: 'shipping-dhl',
      label: 'DHL',
      price,
      currency: 'EUR' as const,
      estimated: '2-3 days',
      type: 'shipping' as const,
    });
    const hermes = { ...dhl(3.5), id: 'shipping-hermes', label: 'Hermes' };
    const choices = commonFulfilments([
      listing({ offersPickup: true, shippingOptions: [dhl(4.99), hermes] }),
      listing({ shippingOptions: [dhl(6.49)] }),
    ]);
    expect(choices.map((choice) => [choice.kind, choice.shippingOptionId, choice.price])).toEqual([
      ['shipping', 'shipping-dhl', 6.49],
    ]);
  });

  it('sums the §9 fees over the items and leaves the rest as the net', () => {
    const { fees, netItemsCents } = sellerFeesOf([
      { unitPriceCents: 10_000, quantity: 1, categoryId: 'home-furniture-shelves' },
    ]);
    expect(fees).toEqual([
      { id: 'sales_commission', amountCents: 1_100 },
      { id: 'payment', amountCents: 325 },
      { id: 'shipping_participation', amountCents: 800 },
      { id: 'listing_fee', amountCents: 35 },
    ]);
    expect(netItemsCents).toBe(10_000 - 2_260);
  });
});
