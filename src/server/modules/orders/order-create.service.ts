import { randomInt } from 'node:crypto';
import type { CreateOrderRequest } from '@shared/orders/order.schema';
import { createOrderRequestSchema } from '@shared/orders/order.schema';
import { handoverCodeLength } from '@shared/orders/order-states';
import { toCents } from '@shared/pricing/cents';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import { runInTransaction } from '../../db/transaction';
import { takeOrderedOutOfCart } from '../engagement/watchlist-cart.service';
import { reserveListingForBuyer } from '../listings/listing-availability.service';
import {
  assertPurchasable,
  chooseFulfilment,
  findAgreedPrices,
  paymentMethodsFor,
  sellerFeesOf,
  unitPriceOf,
} from './checkout.service';
import { noticeOrderChange, queueOrderEmails } from './order-notices.service';
import { startOnlinePayment } from './order-payments.service';
import { cancelLockedOrder } from './order-transitions.service';
import {
  countOpenUnits,
  findOrder,
  findOrderByClientRequest,
  insertOrder,
  lockCheckoutListings,
  type OrderRow,
  referenceExists,
} from './orders.repository';

/** Letters and digits people do not confuse when reading a reference out (no 0/O, 1/I/L). */
const referenceAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newOrderReference(): string {
  let code = '';
  for (let index = 0; index < 6; index += 1) code += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return `KK-${code}`;
}

/** Six digits from the crypto generator, with leading zeros. */
export function newHandoverCode(): string {
  return String(randomInt(10 ** handoverCodeLength)).padStart(handoverCodeLength, '0');
}

export interface CreatedOrder {
  order: OrderRow;
  paymentUrl: string | null;
  isRetry: boolean;
}

/**
 * `POST /api/orders` (ADR 057): one transaction locks the listings in id order, checks them,
 * writes the order, its items and first event, and reserves the listings for the buyer once open
 * orders hold every unit. Idempotent per buyer and `clientRequestId`. An online order then gets
 * the provider's checkout; if that fails the order is cancelled again and nothing stays held.
 */
export async function createOrder(
  deps: AppDependencies,
  buyerId: string,
  rawInput: CreateOrderRequest,
  log?: FastifyBaseLogger,
): Promise<CreatedOrder> {
  const input = createOrderRequestSchema.parse(rawInput);
  const { db } = deps.database;
  const retried = await findOrderByClientRequest(db, buyerId, input.clientRequestId);
  if (retried) return { order: retried, paymentUrl: paymentUrlOf(retried), isRetry: true };
  const agreed = await findAgreedPrices(db, input.listingIds, buyerId);

  const created = await runInTransaction(db, async (executor) => {
    await lockCheckoutListings(executor, [...new Set(input.listingIds)]);
    // A retry that waited for the first request's locks finds its order now.
    const raced = await findOrderByClientRequest(executor, buyerId, input.clientRequestId);
    if (raced) return { order: raced, emails: [], isRetry: true };
    const rows = await assertPurchasable(executor, input.listingIds, buyerId);
    const fulfilment = chooseFulfilment(rows, input.fulfilment, input.shippingOptionId);
    if (!paymentMethodsFor(deps, [fulfilment]).includes(input.paymentMethod))
      throw new AppError(
        'PAYMENT_METHOD_NOT_AVAILABLE',
        input.paymentMethod === 'online'
          ? 'Online payment is not set up; pay at the pickup instead.'
          : 'Cash is possible only when the item is picked up.',
        { paymentMethod: input.paymentMethod },
      );
    if (fulfilment.kind !== 'pickup' && !input.shippingAddress)
      throw new AppError('SHIPPING_ADDRESS_REQUIRED', 'Shipping needs a delivery address.');

    const items = rows.map((row) => {
      const price = unitPriceOf(row, agreed);
      return {
        row,
        price,
        item: { listingId: row.id, title: row.title, unitPriceCents: price.cents, quantity: 1 },
      };
    });
    const itemsCents = items.reduce((sum, { item }) => sum + item.unitPriceCents * item.quantity, 0);
    const shippingCents = toCents(fulfilment.price);
    const isOnline = input.paymentMethod === 'online';
    // Cash changes hands at the pickup without the platform: no fees, nothing to pay out (ADR 057).
    const seller = isOnline
      ? sellerFeesOf(items.map(({ item, row }) => ({ ...item, categoryId: row.categoryId })))
      : { fees: [], netItemsCents: 0 };
    const order = await insertOrder(
      executor,
      {
        reference: await uniqueReference(executor),
        clientRequestId: input.clientRequestId,
        buyerId,
        sellerId: rows[0]?.sellerId ?? '',
        fulfilment: fulfilment.kind,
        shippingOptionId: fulfilment.shippingOptionId,
        shippingLabel: fulfilment.kind === 'pickup' ? null : fulfilment.label,
        shippingAddress: fulfilment.kind === 'pickup' ? null : input.shippingAddress,
        paymentMethod: input.paymentMethod,
        itemsCents,
        shippingCents,
        buyerFees: [],
        totalCents: itemsCents + shippingCents,
        sellerFees: seller.fees,
        payoutCents: isOnline ? seller.netItemsCents + shippingCents : 0,
        offerId: items.find(({ price }) => price.offerId !== null)?.price.offerId ?? null,
        handoverCode: fulfilment.kind === 'shipping' ? null : newHandoverCode(),
      },
      items.map(({ item }) => item),
      { actorId: buyerId, note: null },
    );
    const openUnits = await countOpenUnits(
      executor,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      if (row.quantity - (openUnits.get(row.id) ?? 0) > 0) continue;
      if (!(await reserveListingForBuyer(executor, row.id, buyerId, buyerId)))
        throw new AppError('LISTING_UNAVAILABLE', 'This listing cannot be bought right now.', {
          listingId: row.id,
        });
    }
    await takeOrderedOutOfCart(
      executor,
      buyerId,
      rows.map((row) => row.id),
    );
    const emails = await noticeOrderChange(executor, order, 'created', 'buyer');
    return { order, emails, isRetry: false };
  });
  if (created.isRetry)
    return { order: created.order, paymentUrl: paymentUrlOf(created.order), isRetry: true };
  await queueOrderEmails(deps, created.emails, log);
  if (created.order.paymentMethod !== 'online')
    return { order: created.order, paymentUrl: null, isRetry: false };
  try {
    const order = await startOnlinePayment(deps, created.order, 1);
    return { order, paymentUrl: order.checkoutUrl, isRetry: false };
  } catch (error) {
    await cancelAfterProviderFailure(deps, created.order.id, log);
    throw error;
  }
}

/** The provider failed before the buyer could pay: cancel (system) and free the listings. */
async function cancelAfterProviderFailure(deps: AppDependencies, orderId: string, log?: FastifyBaseLogger) {
  const outcome = await runInTransaction(deps.database.db, async (executor) => {
    const order = await findOrder(executor, orderId, true);
    if (order?.status !== 'created') return null;
    return cancelLockedOrder(executor, order, { actor: 'system', actorId: null, reason: 'payment_problem' });
  });
  if (outcome) await queueOrderEmails(deps, outcome.emails, log);
}

const paymentUrlOf = (order: OrderRow) =>
  order.paymentMethod === 'online' && order.status === 'created' ? order.checkoutUrl : null;

async function uniqueReference(executor: Parameters<typeof referenceExists>[0]): Promise<string> {
  for (;;) {
    const reference = newOrderReference();
    if (!(await referenceExists(executor, reference))) return reference;
  }
}

/**
 * `POST /api/orders/{id}/pay`: a fresh payment page for the buyer's unpaid online order (the
 * earlier session expired or was left). The attempt number keeps each new session's idempotency key apart.
 */
export async function restartOnlinePayment(
  deps: AppDependencies,
  order: OrderRow,
): Promise<{ order: OrderRow; paymentUrl: string | null }> {
  const updated = await startOnlinePayment(deps, order, Date.now());
  return { order: updated, paymentUrl: updated.checkoutUrl };
}
