import de from '@shared/i18n/locales/de/checkout.json';
import en from '@shared/i18n/locales/en/checkout.json';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client/api-error';
import {
  canRenewRequestId,
  checkoutSummary,
  defaultFulfilmentKey,
  findFulfilment,
  keptPaymentMethod,
  orderRequestOf,
  parseListingIds,
  paymentMethodsFor,
  selectableFulfilments,
  shippingCountries,
} from './checkout-form';
import { checkoutQuote, listingId } from './checkout-quote.test-helper';

const address = {
  name: 'Ben Buyer',
  street: 'Lindenstraße 12',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
};

describe('the checkout form', () => {
  it('offers cash only with pickup, online wherever it is set up', () => {
    const quote = checkoutQuote();
    expect(paymentMethodsFor(quote, findFulfilment(quote, 'shipping:dhl'))).toEqual(['online']);
    expect(paymentMethodsFor(quote, findFulfilment(quote, 'pickup:'))).toEqual(['online', 'cash_on_pickup']);
    expect(paymentMethodsFor(quote, null)).toEqual([]);
  });

  it('without online payment leaves only pickup with cash, and nothing when cash is not offered', () => {
    const quote = checkoutQuote({ onlinePaymentConfigured: false, paymentMethods: ['cash_on_pickup'] });
    expect(selectableFulfilments(quote).map((choice) => choice.kind)).toEqual(['pickup']);
    expect(defaultFulfilmentKey(quote)).toBe('pickup:');
    expect(paymentMethodsFor(quote, findFulfilment(quote, 'pickup:'))).toEqual(['cash_on_pickup']);
    expect(
      selectableFulfilments(checkoutQuote({ onlinePaymentConfigured: false, paymentMethods: [] })),
    ).toEqual([]);
  });

  it('keeps the chosen payment method while it is possible, else falls back to the first', () => {
    expect(keptPaymentMethod('cash_on_pickup', ['online', 'cash_on_pickup'])).toBe('cash_on_pickup');
    expect(keptPaymentMethod('cash_on_pickup', ['online'])).toBe('online');
    expect(keptPaymentMethod(null, [])).toBeNull();
  });

  it('names every amount and adds them in cents', () => {
    const quote = checkoutQuote({
      itemsTotal: 0.1,
      buyerFees: [{ id: 'service', amount: 0.2 }],
    });
    expect(checkoutSummary(quote, findFulfilment(quote, 'shipping:hermes'))).toEqual({
      items: 0.1,
      shipping: 4.5,
      buyerFees: [{ id: 'service', amount: 0.2 }],
      total: 4.8,
    });
    expect(checkoutSummary(quote, findFulfilment(quote, 'pickup:')).shipping).toBeNull();
    expect(checkoutSummary(checkoutQuote(), findFulfilment(checkoutQuote(), 'shipping:dhl')).total).toBe(
      126.99,
    );
  });

  it('builds the order request: the address only when shipping', () => {
    const quote = checkoutQuote();
    const clientRequestId = '11111111-1111-4111-8111-111111111111';
    const shipping = findFulfilment(quote, 'shipping:dhl');
    const pickup = findFulfilment(quote, 'pickup:');
    if (!shipping || !pickup) throw new Error('quote without its choices');
    expect(
      orderRequestOf({ quote, choice: shipping, paymentMethod: 'online', address, clientRequestId }),
    ).toEqual({
      listingIds: [listingId],
      fulfilment: 'shipping',
      shippingOptionId: 'dhl',
      shippingAddress: address,
      paymentMethod: 'online',
      clientRequestId,
    });
    expect(
      orderRequestOf({ quote, choice: pickup, paymentMethod: 'cash_on_pickup', address, clientRequestId }),
    ).toMatchObject({ fulfilment: 'pickup', shippingOptionId: null, shippingAddress: null });
  });

  it('keeps the request id after a lost answer and renews it only after a refusal', () => {
    expect(canRenewRequestId(new ApiError({ status: 0, message: 'offline' }))).toBe(false);
    expect(canRenewRequestId(new ApiError({ status: 503, message: 'down' }))).toBe(false);
    expect(canRenewRequestId(new ApiError({ status: 409, code: 'LISTING_UNAVAILABLE', message: 'x' }))).toBe(
      false,
    );
    expect(
      canRenewRequestId(new ApiError({ status: 422, code: 'FULFILMENT_NOT_OFFERED', message: 'x' })),
    ).toBe(true);
    expect(canRenewRequestId(new Error('boom'))).toBe(false);
  });

  it('reads ?listings= without blanks or repeats', () => {
    expect(parseListingIds('a,,b,a')).toEqual(['a', 'b']);
    expect(parseListingIds(null)).toEqual([]);
  });
});

describe('the shipping countries', () => {
  it('each have a name in both languages', () => {
    for (const country of shippingCountries) {
      expect(en.address.countries[country]).toBeTruthy();
      expect(de.address.countries[country]).toBeTruthy();
    }
  });
});
