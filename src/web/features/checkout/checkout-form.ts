import type {
  AmountLine,
  CheckoutQuote,
  CreateOrderRequest,
  FulfilmentChoice,
  ShippingAddressInput,
  shippingAddressSchema,
} from '@shared/orders/order.schema';
import type { PaymentMethod } from '@shared/orders/order-states';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client/api-error';

/** What the address form holds before the shared schema has parsed it (country defaults to DE). */
export type ShippingAddressFormValues = z.input<typeof shippingAddressSchema>;

export const shippingAddressFields = ['name', 'street', 'postalCode', 'city', 'country'] as const;
export type ShippingAddressField = (typeof shippingAddressFields)[number];

/** Countries a parcel can go to from a German seller in this version; DE first. */
export const shippingCountries = ['DE', 'AT', 'CH', 'NL', 'BE', 'LU', 'FR', 'PL', 'DK', 'CZ'] as const;

export const emptyShippingAddress: ShippingAddressFormValues = {
  name: '',
  street: '',
  postalCode: '',
  city: '',
  country: 'DE',
};

/** One radio value per choice: two shipping options of the same kind must stay apart. */
export function fulfilmentKey(choice: Pick<FulfilmentChoice, 'kind' | 'shippingOptionId'>): string {
  return `${choice.kind}:${choice.shippingOptionId ?? ''}`;
}

export function findFulfilment(quote: CheckoutQuote, key: string | null): FulfilmentChoice | null {
  return quote.fulfilments.find((choice) => fulfilmentKey(choice) === key) ?? null;
}

/**
 * The fulfilments a buyer can actually complete: without online payment only pickup remains, since
 * cash changes hands only at a pickup.
 */
export function selectableFulfilments(quote: CheckoutQuote): FulfilmentChoice[] {
  if (quote.onlinePaymentConfigured && quote.paymentMethods.includes('online')) return quote.fulfilments;
  if (!quote.paymentMethods.includes('cash_on_pickup')) return [];
  return quote.fulfilments.filter((choice) => choice.kind === 'pickup');
}

/** Online wherever it is set up; cash only with pickup (the quote's rule, applied to the choice). */
export function paymentMethodsFor(quote: CheckoutQuote, choice: FulfilmentChoice | null): PaymentMethod[] {
  if (!choice) return [];
  return quote.paymentMethods.filter((method) => {
    if (method === 'online') return quote.onlinePaymentConfigured;
    return choice.kind === 'pickup';
  });
}

/** The first choice to preselect: the cheapest shipping option, else whatever comes first. */
export function defaultFulfilmentKey(quote: CheckoutQuote): string | null {
  const choices = selectableFulfilments(quote);
  const first = choices[0];
  return first ? fulfilmentKey(first) : null;
}

/** Keeps the buyer's payment choice when it is still possible, else the first possible one. */
export function keptPaymentMethod(
  current: PaymentMethod | null,
  available: readonly PaymentMethod[],
): PaymentMethod | null {
  if (current && available.includes(current)) return current;
  return available[0] ?? null;
}

export interface CheckoutSummary {
  items: number;
  /** Null when nothing is shipped (pickup): the line then says so instead of €0. */
  shipping: number | null;
  buyerFees: AmountLine[];
  total: number;
}

/** Every amount the buyer pays, named; the total in cents so 0.1 + 0.2 never shows as 0.30000000000000004. */
export function checkoutSummary(quote: CheckoutQuote, choice: FulfilmentChoice | null): CheckoutSummary {
  const shipping = choice && choice.kind !== 'pickup' ? choice.price : null;
  const cents = (amount: number) => Math.round(amount * 100);
  const totalCents =
    cents(quote.itemsTotal) +
    cents(shipping ?? 0) +
    quote.buyerFees.reduce((sum, fee) => sum + cents(fee.amount), 0);
  return { items: quote.itemsTotal, shipping, buyerFees: quote.buyerFees, total: totalCents / 100 };
}

export function needsShippingAddress(choice: FulfilmentChoice | null): boolean {
  return choice?.kind === 'shipping';
}

export function orderRequestOf(input: {
  quote: CheckoutQuote;
  choice: FulfilmentChoice;
  paymentMethod: PaymentMethod;
  address: ShippingAddressInput | null;
  clientRequestId: string;
}): CreateOrderRequest {
  const { quote, choice, paymentMethod, address, clientRequestId } = input;
  return {
    listingIds: quote.items.map((item) => item.listingId),
    fulfilment: choice.kind,
    shippingOptionId: choice.shippingOptionId,
    shippingAddress: needsShippingAddress(choice) ? address : null,
    paymentMethod,
    clientRequestId,
  };
}

/** `?listings=a,b`: the ids in the order given, without blanks or repeats. */
export function parseListingIds(value: string | null): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Whether a failed confirmation may use a fresh clientRequestId. A refusal (4xx) made no order, so
 * a corrected retry starts over; after a network failure or 5xx the order may exist, so the retry
 * must carry the same id and the server answers with that order instead of making a second one.
 * 409 and 429 keep the id too: a concurrent twin of this request may still be running.
 */
export function canRenewRequestId(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 409 && error.status !== 429;
}
