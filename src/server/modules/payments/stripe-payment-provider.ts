import Stripe from 'stripe';
import type { StripeConfig } from '../../config/env';
import { AppError } from '../../core/app-error';
import type { PaymentProvider, ProviderWebhookEvent } from './payment-provider';

/** Long enough for a slow provider, short enough that the buyer's request does not hang. */
const requestTimeoutMs = 20_000;

/** The client for Stripe's API, or for the local double when STRIPE_API_BASE points at it. */
function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  return new Stripe(config.secretKey, {
    // Retries are safe: every POST carries our idempotency key.
    maxNetworkRetries: 2,
    timeout: requestTimeoutMs,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/**
 * Any failure of a call becomes PAYMENT_PROVIDER_FAILED with Stripe's error type and code, never
 * its message (which may echo request data) nor the key.
 */
async function callStripe<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const details: Record<string, unknown> = { operation };
    if (error instanceof Stripe.errors.StripeError) {
      details.providerType = error.rawType ?? error.type;
      if (error.code) details.providerCode = error.code;
      if (error.statusCode) details.providerStatus = error.statusCode;
    }
    throw new AppError(
      'PAYMENT_PROVIDER_FAILED',
      'The payment provider refused the request or did not answer.',
      details,
    );
  }
}

function metadataOrderId(object: { metadata?: Stripe.Metadata | null; client_reference_id?: string | null }) {
  return object.metadata?.orderId ?? object.client_reference_id ?? '';
}

function idOf(value: string | { id: string } | null | undefined): string {
  if (!value) return '';
  return typeof value === 'string' ? value : value.id;
}

/** Stripe's event types in the neutral words of `PaymentWebhookEvent` (ADR 063). */
export function toProviderEvent(event: Stripe.Event): ProviderWebhookEvent {
  const raw = event as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A delayed method (e.g. SEPA debit) completes the session unpaid; its money arrives later.
      if (session.payment_status === 'unpaid') break;
      return {
        id: event.id,
        type: 'checkout.completed',
        orderId: metadataOrderId(session),
        sessionId: session.id,
        paymentIntentId: idOf(session.payment_intent),
        amountCents: session.amount_total ?? 0,
        raw,
      };
    }
    case 'checkout.session.expired': {
      const session = event.data.object;
      return {
        id: event.id,
        type: 'checkout.expired',
        orderId: metadataOrderId(session),
        sessionId: session.id,
        raw,
      };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      return {
        id: event.id,
        type: 'refund.updated',
        refundId: refund.id,
        status: refund.status ?? 'pending',
        raw,
      };
    }
    case 'account.updated': {
      const account = event.data.object;
      return {
        id: event.id,
        type: 'payout_account.updated',
        accountId: account.id,
        payoutsEnabled: account.payouts_enabled === true,
        raw,
      };
    }
    default:
      break;
  }
  return { id: event.id, type: 'other', providerType: event.type, raw };
}

export function createStripePaymentProvider(config: StripeConfig): PaymentProvider {
  const stripe = createStripeClient(config);

  const verify = (rawBody: Buffer, signatureHeader: string | undefined): Stripe.Event => {
    if (!signatureHeader)
      throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The Stripe-Signature header is missing.');
    // The account endpoint's secret first, then the Connect endpoint's (they sign separately).
    for (const secret of config.webhookSecrets) {
      try {
        return stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
      } catch {
        // try the next secret
      }
    }
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The webhook signature does not verify.');
  };

  return {
    id: 'stripe',
    createCheckout: (input) =>
      callStripe('checkout.sessions.create', async () => {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: input.orderId,
            customer_email: input.buyerEmail,
            metadata: { orderId: input.orderId, orderReference: input.reference },
            // The seller is paid later by a transfer in the same group (separate charges and transfers).
            payment_intent_data: { transfer_group: input.reference, metadata: { orderId: input.orderId } },
            line_items: input.lines.map((line) => ({
              quantity: line.quantity,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: line.amountCents,
                product_data: { name: line.label },
              },
            })),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            // Stripe's shortest allowed lifetime is 30 minutes; the order waits for it (ADR 063).
            expires_at: Math.floor(Date.now() / 1000) + 60 * 60,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!session.url) throw new Error('checkout session without url');
        return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
      }),
    refund: (input) =>
      callStripe('refunds.create', async () => {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            amount: input.amountCents,
            reason: 'requested_by_customer',
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { refundId: refund.id };
      }),
    payout: (input) =>
      callStripe('transfers.create', async () => {
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            destination: input.destinationAccountId,
            transfer_group: input.orderReference,
            metadata: { orderReference: input.orderReference },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { transferId: transfer.id };
      }),
    parseWebhook: (rawBody, signatureHeader) => toProviderEvent(verify(rawBody, signatureHeader)),
    createPayoutAccount: (input) =>
      callStripe('accounts.create', async () => {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            country: 'DE',
            email: input.email,
            business_type: 'individual',
            capabilities: { transfers: { requested: true } },
            metadata: { userId: input.userId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { accountId: account.id, payoutsEnabled: account.payouts_enabled === true };
      }),
    createOnboardingLink: (input) =>
      callStripe('accountLinks.create', async () => {
        const link = await stripe.accountLinks.create(
          {
            account: input.accountId,
            type: 'account_onboarding',
            return_url: input.returnUrl,
            refresh_url: input.refreshUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
      }),
  };
}
