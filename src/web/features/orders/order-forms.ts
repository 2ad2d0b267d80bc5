import type { CancelReason, OrderStatus } from '@shared/orders/order-states';
import { cancelReasons, returnWindowDays } from '@shared/orders/order-states';

/** The carriers German sellers use most; "other" asks for the name. */
export const otherCarrier = 'other';
export const carrierOptions = ['DHL', 'Hermes', 'DPD', 'GLS', 'UPS', 'Deutsche Post', otherCarrier] as const;

/** The ship request from the form: the typed carrier name when "other", the tracking number without spaces. */
export function shipmentOf(carrier: string, otherName: string, trackingNumber: string) {
  return {
    carrier: carrier === otherCarrier ? otherName.trim() : carrier,
    trackingNumber: trackingNumber.replace(/\s/g, ''),
  };
}

/** Reasons that make sense from each side: a buyer does not call themselves unresponsive. */
export function cancelReasonsFor(role: 'buyer' | 'seller'): CancelReason[] {
  const notFor: Record<'buyer' | 'seller', CancelReason[]> = {
    buyer: ['buyer_unresponsive', 'item_unavailable'],
    seller: ['seller_unresponsive', 'changed_mind'],
  };
  return cancelReasons.filter((reason) => !notFor[role].includes(reason));
}

export const minimumProblemNoteLength = 10;
export { returnWindowDays };

/** Statuses for the buyer's filter, in the order an order passes them. */
export const orderFilterStatuses: OrderStatus[] = [
  'created',
  'paid',
  'shipped',
  'handed_over',
  'completed',
  'cancelled',
  'problem_reported',
];

export type PaymentReturn = 'success' | 'cancelled' | null;

export function parsePaymentReturn(value: string | null): PaymentReturn {
  return value === 'success' || value === 'cancelled' ? value : null;
}

/** After the provider's success page the webhook may still be on its way: poll a few times until paid. */
export const paymentPollIntervalMs = 2000;
export const paymentPollLimit = 10;

export function isAwaitingPayment(payment: PaymentReturn, status: OrderStatus): boolean {
  return payment === 'success' && status === 'created';
}
