import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import { findOrderParties } from '../orders/order-facts.service';
import { applyPaymentEvent } from '../orders/order-payments.service';
import {
  claimPaymentEventRow,
  recordPaymentEventOutcome,
  releasePaymentEventClaim,
} from './payment-events.repository';
import type { ProviderWebhookEvent } from './payment-provider';
import { applyPayoutAccountEvent, paymentNotConfiguredMessage } from './payout-account.service';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order a checkout event names, when it is one of ours (a signed event may still name none). */
async function knownOrderId(deps: AppDependencies, event: ProviderWebhookEvent): Promise<string | null> {
  if (event.type !== 'checkout.completed' && event.type !== 'checkout.expired') return null;
  if (!uuidPattern.test(event.orderId)) return null;
  const order = await findOrderParties(deps.database.db, event.orderId);
  return order?.id ?? null;
}

function handle(deps: AppDependencies, event: ProviderWebhookEvent): Promise<string> {
  if (event.type === 'payout_account.updated') return applyPayoutAccountEvent(deps, event);
  return applyPaymentEvent(deps, event);
}

/**
 * A provider webhook (ADR 063): verified over the raw body (forged, altered or stale → 400 and
 * nothing stored), stored once per event id (a replay answers 200 and does nothing), then handled
 * by its owner: order events by the orders module, account events here. The outcome is stored.
 */
export async function receivePaymentWebhook(
  deps: AppDependencies,
  rawBody: Buffer,
  signatureHeader: string | undefined,
): Promise<{ received: true; isDuplicate: boolean }> {
  const payments = deps.payments;
  if (!payments) throw new AppError('NOT_CONFIGURED', paymentNotConfiguredMessage);
  const event = payments.parseWebhook(rawBody, signatureHeader);
  const db = deps.database.db;
  const isFirstDelivery = await claimPaymentEventRow(db, {
    provider: payments.id,
    eventId: event.id,
    type: event.type === 'other' ? event.providerType : event.type,
    orderId: await knownOrderId(deps, event),
    payload: event.raw,
  });
  if (!isFirstDelivery) return { received: true, isDuplicate: true };
  try {
    const outcome = await handle(deps, event);
    await recordPaymentEventOutcome(db, payments.id, event.id, outcome);
  } catch (error) {
    // Stripe retries a failed delivery; without the claim that retry handles the event again.
    await releasePaymentEventClaim(db, payments.id, event.id);
    throw error;
  }
  return { received: true, isDuplicate: false };
}
