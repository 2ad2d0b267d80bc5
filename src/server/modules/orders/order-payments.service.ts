import type { AppDependencies } from '../../core/app-instance';
import type { PaymentWebhookEvent } from '../payments/payment-provider';

/**
 * What a verified provider event does to its order (ADR 057): a completed checkout pays a created
 * order; a payment for a cancelled order is refunded; an expired session cancels the unpaid order.
 * Returns a short outcome the payments module stores with the event. The webhook route has already
 * verified the signature and made sure this event id is handled once.
 *
 * Placeholder until the orders module implements it (issue 17).
 */
export async function applyPaymentEvent(_deps: AppDependencies, event: PaymentWebhookEvent): Promise<string> {
  return `ignored:${event.type}`;
}

/**
 * Pays out a seller's completed orders whose payout was held (no payout account yet, or DAC7 details
 * missing), once that is resolved. Returns how many were paid out. Placeholder until implemented.
 */
export async function releaseHeldPayouts(_deps: AppDependencies, _sellerId: string): Promise<number> {
  return 0;
}
