import { dac7RevenueThresholdCents, dac7SalesThreshold } from '@shared/orders/order-states';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import { runInTransaction } from '../../db/transaction';
import type { PaymentWebhookEvent } from '../payments/payment-provider';
import { findPayoutAccountId, hasTaxProfile } from '../payments/seller-payments.service';
import { completedSalesInYear } from './order-facts.service';
import { queueOrderEmails } from './order-notices.service';
import { applyMove, cancelLockedOrder, type MoveOutcome } from './order-transitions.service';
import {
  findOrder,
  findOrderItems,
  findOrdersByPaymentState,
  findUserContact,
  type OrderRow,
  updateOrder,
} from './orders.repository';

type Deps = AppDependencies;

/**
 * A hosted checkout for an unpaid online order (ADR 057): the provider's session is stored on the
 * order, so the webhook finds it. Throws PAYMENT_PROVIDER_FAILED when the provider fails.
 */
export async function startOnlinePayment(deps: Deps, order: OrderRow, attempt: number): Promise<OrderRow> {
  const payments = deps.payments;
  if (!payments) throw new AppError('NOT_CONFIGURED', 'Online payment is not set up.');
  const [items, buyer] = await Promise.all([
    findOrderItems(deps.database.db, [order.id]),
    findUserContact(deps.database.db, order.buyerId),
  ]);
  const lines = items.map((item) => ({
    label: item.title,
    amountCents: item.unitPriceCents,
    quantity: item.quantity,
  }));
  if (order.shippingCents > 0)
    lines.push({ label: order.shippingLabel ?? 'Shipping', amountCents: order.shippingCents, quantity: 1 });
  const base = `${deps.config.publicUrl}/orders/${order.id}`;
  let session: Awaited<ReturnType<typeof payments.createCheckout>>;
  try {
    session = await payments.createCheckout({
      orderId: order.id,
      reference: order.reference,
      currency: 'EUR',
      lines,
      buyerEmail: buyer?.email ?? '',
      successUrl: `${base}?payment=success`,
      cancelUrl: `${base}?payment=cancelled`,
      idempotencyKey: `checkout:${order.id}:${attempt}`,
    });
  } catch (error) {
    throw new AppError(
      'PAYMENT_PROVIDER_FAILED',
      'The payment provider did not answer; nothing was charged.',
      {
        cause: error instanceof Error ? error.message : String(error),
      },
    );
  }
  const updated = await updateOrder(
    deps.database.db,
    order.id,
    { paymentProvider: payments.id, checkoutSessionId: session.sessionId, checkoutUrl: session.url },
    'created',
  );
  return updated ?? order;
}

/**
 * Refunds a cancelled order whose payment is pending refund, with one idempotency key per order so
 * a retry never refunds twice. A provider failure leaves it refund_pending for the sweep job.
 */
export async function refundOrder(deps: Deps, orderId: string): Promise<boolean> {
  const order = await findOrder(deps.database.db, orderId);
  if (!deps.payments || order?.paymentStatus !== 'refund_pending' || !order.paymentIntentId) return false;
  try {
    const { refundId } = await deps.payments.refund({
      paymentIntentId: order.paymentIntentId,
      amountCents: order.totalCents,
      idempotencyKey: `refund:${order.id}`,
    });
    await updateOrder(deps.database.db, order.id, {
      paymentStatus: 'refunded',
      refundId,
      refundedAt: new Date(),
    });
    return true;
  } catch {
    return false;
  }
}

/** DAC7 (ADR 058): past 30 sales or €2,000 in the calendar year, payouts wait for the tax details. */
async function isDac7Hold(deps: Deps, sellerId: string, year: number): Promise<boolean> {
  const { sales, revenueCents } = await completedSalesInYear(deps.database.db, sellerId, year);
  if (sales < dac7SalesThreshold && revenueCents < dac7RevenueThresholdCents) return false;
  return !(await hasTaxProfile(deps.database.db, sellerId));
}

/**
 * Pays the seller's share of a completed, online-paid order (ADR 057): held without a payout
 * account or while DAC7 details are missing, else transferred (idempotency `payout:<orderId>`).
 * The claim to 'pending' is one guarded statement, so two callers never pay out twice.
 */
export async function settlePayout(deps: Deps, orderId: string): Promise<OrderRow['payoutStatus'] | null> {
  const { db } = deps.database;
  const order = await findOrder(db, orderId);
  if (order?.status !== 'completed' || order.paymentMethod !== 'online' || order.paymentStatus !== 'paid')
    return null;
  if (order.payoutStatus === 'paid' || order.payoutStatus === 'pending') return order.payoutStatus;
  const year = (order.completedAt ?? new Date()).getUTCFullYear();
  const accountId = await findPayoutAccountId(db, order.sellerId);
  if (!deps.payments || !accountId || (await isDac7Hold(deps, order.sellerId, year))) {
    await updateOrder(db, order.id, { payoutStatus: 'held' });
    return 'held';
  }
  const claimed = await runInTransaction(db, async (executor) => {
    const locked = await findOrder(executor, order.id, true);
    if (!locked || !['none', 'held', 'failed'].includes(locked.payoutStatus)) return false;
    return (await updateOrder(executor, order.id, { payoutStatus: 'pending' })) !== null;
  });
  if (!claimed) return null;
  try {
    const { transferId } = await deps.payments.payout({
      destinationAccountId: accountId,
      amountCents: order.payoutCents,
      currency: 'EUR',
      orderReference: order.reference,
      idempotencyKey: `payout:${order.id}`,
    });
    await updateOrder(db, order.id, { payoutStatus: 'paid', payoutId: transferId, paidOutAt: new Date() });
    return 'paid';
  } catch {
    await updateOrder(db, order.id, { payoutStatus: 'failed' });
    return 'failed';
  }
}

/**
 * Pays out a seller's completed orders whose payout was held or failed, once the account or the
 * DAC7 details are there (the payments module calls it). Returns how many were paid out.
 */
export async function releaseHeldPayouts(deps: Deps, sellerId: string): Promise<number> {
  let paid = 0;
  for (const payoutStatus of ['held', 'failed'] as const) {
    const due = await findOrdersByPaymentState(deps.database.db, { payoutStatus, sellerId }, 200);
    for (const { id } of due) if ((await settlePayout(deps, id)) === 'paid') paid += 1;
  }
  return paid;
}

/**
 * What a verified provider event does to its order (ADR 057). Returns a short outcome the payments
 * module stores with the event. Replays and late events change nothing:
 * - checkout.completed: a created online order becomes paid; a cancelled one is refunded at once
 *   ('refunded_cancelled_order'); an order already paid is 'duplicate'.
 * - checkout.expired: the unpaid online order is cancelled (system) and its listings freed.
 */
export async function applyPaymentEvent(deps: Deps, event: PaymentWebhookEvent): Promise<string> {
  if (event.type === 'checkout.completed') return applyCheckoutCompleted(deps, event);
  if (event.type === 'checkout.expired') return applyCheckoutExpired(deps, event.orderId, event.sessionId);
  return `ignored:${event.type}`;
}

async function applyCheckoutCompleted(
  deps: Deps,
  event: Extract<PaymentWebhookEvent, { type: 'checkout.completed' }>,
): Promise<string> {
  const { db } = deps.database;
  const result = await runInTransaction(db, async (executor): Promise<string | MoveOutcome> => {
    const order = await findOrder(executor, event.orderId, true);
    if (order?.paymentMethod !== 'online') return 'ignored:unknown_order';
    if (order.paymentStatus !== 'unpaid') return 'duplicate';
    if (order.status === 'cancelled') {
      // Paid after the buyer, the seller or the expiry cancelled it: give the money back.
      await updateOrder(executor, order.id, {
        paymentStatus: 'refund_pending',
        paymentIntentId: event.paymentIntentId,
        paidAt: new Date(),
      });
      return 'refund';
    }
    if (order.status !== 'created') return 'ignored:status';
    return applyMove(executor, order, {
      action: 'pay',
      actor: 'system',
      actorId: null,
      changes: {
        paymentStatus: 'paid',
        paymentIntentId: event.paymentIntentId,
        checkoutSessionId: event.sessionId,
        paidAt: new Date(),
      },
    });
  });
  if (result === 'refund') {
    const refunded = await refundOrder(deps, event.orderId);
    return refunded ? 'refunded_cancelled_order' : 'refund_pending_cancelled_order';
  }
  if (typeof result === 'string') return result;
  await queueOrderEmails(deps, result.emails);
  return 'paid';
}

async function applyCheckoutExpired(deps: Deps, orderId: string, sessionId: string): Promise<string> {
  const result = await runInTransaction(deps.database.db, async (executor): Promise<string | MoveOutcome> => {
    const order = await findOrder(executor, orderId, true);
    if (order?.status !== 'created' || order.paymentStatus !== 'unpaid') return 'ignored:status';
    // A newer session (the buyer asked for a fresh payment page) is still open.
    if (order.checkoutSessionId && order.checkoutSessionId !== sessionId) return 'ignored:old_session';
    return cancelLockedOrder(executor, order, { actor: 'system', actorId: null, reason: 'payment_problem' });
  });
  if (typeof result === 'string') return result;
  await queueOrderEmails(deps, result.emails);
  return 'cancelled_unpaid';
}
