import { describe, expect, it } from 'vitest';
import { cancelReasonsFor, isAwaitingPayment, parsePaymentReturn, shipmentOf } from './order-forms';

describe('the order forms', () => {
  it('send the typed carrier for “other” and the tracking number without spaces', () => {
    expect(shipmentOf('DHL', 'ignored', ' 0034 0434 ')).toEqual({
      carrier: 'DHL',
      trackingNumber: '00340434',
    });
    expect(shipmentOf('other', '  Trans-o-flex ', 'AB-12345')).toEqual({
      carrier: 'Trans-o-flex',
      trackingNumber: 'AB-12345',
    });
  });

  it('offer each side the cancel reasons that fit it', () => {
    expect(cancelReasonsFor('buyer')).toEqual([
      'changed_mind',
      'seller_unresponsive',
      'payment_problem',
      'other',
    ]);
    expect(cancelReasonsFor('seller')).toEqual([
      'item_unavailable',
      'buyer_unresponsive',
      'payment_problem',
      'other',
    ]);
  });

  it('wait for the payment only after the success page and while the order is unpaid', () => {
    expect(parsePaymentReturn('success')).toBe('success');
    expect(parsePaymentReturn('whatever')).toBeNull();
    expect(isAwaitingPayment('success', 'created')).toBe(true);
    expect(isAwaitingPayment('success', 'paid')).toBe(false);
    expect(isAwaitingPayment('cancelled', 'created')).toBe(false);
  });
});
