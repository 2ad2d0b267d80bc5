/**
 * Payment behind one interface (issue 17, ADR 057). The orders module asks for a checkout, a refund
 * or a payout; the adapter (Stripe first) talks to the provider. Without configuration there is no
 * provider (`deps.payments` is null) and the checkout offers cash on pickup only.
 *
 * Every call takes an idempotency key, so a retried request never charges, refunds or pays twice.
 */
export interface PaymentProvider {
  readonly id: 'stripe';
  /** A hosted checkout page for one order; the buyer is sent to `url`. */
  createCheckout(input: {
    orderId: string;
    reference: string;
    currency: 'EUR';
    lines: Array<{ label: string; amountCents: number; quantity: number }>;
    buyerEmail: string;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<{ sessionId: string; url: string; expiresAt: Date }>;
  /** Refunds a captured payment in full (cancellation, or a payment for a cancelled order). */
  refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<{
    refundId: string;
  }>;
  /** Moves the seller's share to their connected account after completion. */
  payout(input: {
    destinationAccountId: string;
    amountCents: number;
    currency: 'EUR';
    orderReference: string;
    idempotencyKey: string;
  }): Promise<{ transferId: string }>;
  /** Verifies a webhook's signature and parses it; throws AppError WEBHOOK_SIGNATURE_INVALID otherwise. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderWebhookEvent;
  /** Opens a connected payout account for a seller (Stripe Connect Express). */
  createPayoutAccount(input: { userId: string; email: string; idempotencyKey: string }): Promise<{
    accountId: string;
    payoutsEnabled: boolean;
  }>;
  /** The provider's onboarding page for that account; the seller comes back to `returnUrl`. */
  createOnboardingLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
    idempotencyKey: string;
  }): Promise<{ url: string; expiresAt: Date }>;
}

/** A connected account changed; the payments module itself handles it (payouts enabled or not). */
export interface PayoutAccountWebhookEvent {
  id: string;
  type: 'payout_account.updated';
  accountId: string;
  payoutsEnabled: boolean;
  raw: Record<string, unknown>;
}

/** Everything a webhook can carry: the order events the orders module acts on, and account events. */
export type ProviderWebhookEvent = PaymentWebhookEvent | PayoutAccountWebhookEvent;

/** The provider's events the orders module acts on, in the provider's neutral words. */
export type PaymentWebhookEvent =
  | {
      id: string;
      type: 'checkout.completed';
      orderId: string;
      sessionId: string;
      paymentIntentId: string;
      amountCents: number;
      raw: Record<string, unknown>;
    }
  | { id: string; type: 'checkout.expired'; orderId: string; sessionId: string; raw: Record<string, unknown> }
  | { id: string; type: 'refund.updated'; refundId: string; status: string; raw: Record<string, unknown> }
  | { id: string; type: 'other'; providerType: string; raw: Record<string, unknown> };
