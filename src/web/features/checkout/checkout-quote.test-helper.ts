import type { CheckoutQuote } from '@shared/orders/order.schema';

export const listingId = '9b0e0ee6-0b5c-4390-8187-56920e7f619b';

/** A quote like the server's: one item, DHL and Hermes shipping, pickup; online payment set up. */
export function checkoutQuote(overrides: Partial<CheckoutQuote> = {}): CheckoutQuote {
  return {
    seller: { id: '6f1c2a55-0000-4000-8000-000000000002', name: 'Sina Seller' },
    items: [
      {
        listingId,
        slug: 'walnut-bookshelf',
        title: 'Walnut bookshelf',
        thumbnail: { url: '/media/shelf.webp', width: 400, height: 400, altText: 'A walnut bookshelf' },
        unitPrice: 120,
        priceSource: 'offer',
        quantity: 1,
      },
    ],
    fulfilments: [
      { kind: 'shipping', shippingOptionId: 'dhl', label: 'DHL Paket', price: 6.99, estimated: '2–3 days' },
      { kind: 'shipping', shippingOptionId: 'hermes', label: 'Hermes', price: 4.5, estimated: null },
      { kind: 'pickup', shippingOptionId: null, label: 'Pickup', price: 0, estimated: null },
    ],
    paymentMethods: ['online', 'cash_on_pickup'],
    onlinePaymentConfigured: true,
    itemsTotal: 120,
    buyerFees: [],
    ...overrides,
  };
}
