import type { Order } from '@shared/orders/order.schema';
import { allowedOrderActions, type OrderAction, returnWindowDays } from '@shared/orders/order-states';
import { toEuros } from '@shared/pricing/cents';
import type { OrderFeeLine } from '../../db/schema/orders.schema';
import { mediaUrl } from '../media/media-url';
import { fitsOrder } from './order-transitions.service';
import type { OrderEventRow, OrderItemView, OrderRow } from './orders.repository';

const dayMs = 86_400_000;
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const lines = (fees: OrderFeeLine[]) => fees.map((fee) => ({ id: fee.id, amount: toEuros(fee.amountCents) }));

/** Until when a problem can be reported: 14 days after shipping or handover (spec §9); null before. */
export function returnWindowEndOf(order: Pick<OrderRow, 'shippedAt' | 'handedOverAt'>): Date | null {
  const start = order.shippedAt ?? order.handedOverAt;
  return start ? new Date(start.getTime() + returnWindowDays * dayMs) : null;
}

/**
 * What the caller may do now: the transition table for their side, narrowed by the order's facts
 * (ship only for shipping, hand over only for pickup and same-day), the return window, and the
 * handover lock. The buyer of an unpaid online order may also `pay` (a fresh payment page).
 */
export function actionsFor(
  order: OrderRow,
  role: 'buyer' | 'seller',
  context: { now: Date; isPaymentConfigured: boolean; handoverAttemptsMax: number },
): OrderAction[] {
  const actions = allowedOrderActions(order.status, role).filter((action) => {
    if (!fitsOrder(order, action)) return false;
    if (action === 'report_problem') {
      const end = returnWindowEndOf(order);
      return end !== null && context.now < end;
    }
    if (action === 'hand_over') return order.handoverAttempts < context.handoverAttemptsMax;
    return true;
  });
  if (
    role === 'buyer' &&
    order.status === 'created' &&
    order.paymentMethod === 'online' &&
    context.isPaymentConfigured
  )
    actions.unshift('pay');
  return actions;
}

export interface OrderPresentation {
  order: OrderRow;
  role: 'buyer' | 'seller';
  items: OrderItemView[];
  events: OrderEventRow[];
  counterpartName: string;
  canReview: boolean;
  now: Date;
  isPaymentConfigured: boolean;
  handoverAttemptsMax: number;
}

/** One order from the caller's side: the seller sees fees, payout and address; only the buyer the handover code. */
export function presentOrder(input: OrderPresentation): Order {
  const { order, role } = input;
  const isSeller = role === 'seller';
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    role,
    counterpart: { id: isSeller ? order.buyerId : order.sellerId, name: input.counterpartName },
    items: input.items.map((item) => ({
      listingId: item.listingId,
      slug: item.slug,
      title: item.title,
      thumbnail: item.media
        ? {
            url: mediaUrl(item.media.storageKey, 'card'),
            width: item.media.width,
            height: item.media.height,
            altText: item.media.altText,
          }
        : null,
      unitPrice: toEuros(item.unitPriceCents),
      priceSource: order.offerId && input.items.length === 1 ? 'offer' : 'listing',
      quantity: item.quantity,
    })),
    fulfilment: order.fulfilment,
    shippingLabel: order.shippingLabel,
    shippingAddress: order.shippingAddress,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    itemsTotal: toEuros(order.itemsCents),
    shipping: toEuros(order.shippingCents),
    buyerFees: lines(order.buyerFees),
    total: toEuros(order.totalCents),
    sellerFees: isSeller ? lines(order.sellerFees) : null,
    payout: isSeller && order.paymentMethod === 'online' ? toEuros(order.payoutCents) : null,
    payoutStatus: isSeller ? order.payoutStatus : null,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    handoverCode: isSeller ? null : order.handoverCode,
    cancelReason: order.cancelReason,
    cancelNote: order.cancelNote,
    cancelledBy: order.cancelledBy,
    problemReason: order.problemReason,
    problemNote: order.problemNote,
    checkoutUrl: !isSeller && order.status === 'created' ? order.checkoutUrl : null,
    actions: actionsFor(order, role, input),
    returnWindowEndsAt: iso(returnWindowEndOf(order)),
    canReview: input.canReview,
    events: input.events.map((event) => ({
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      actor: event.actor,
      note: event.note,
      createdAt: event.createdAt.toISOString(),
    })),
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    shippedAt: iso(order.shippedAt),
    handedOverAt: iso(order.handedOverAt),
    completedAt: iso(order.completedAt),
    cancelledAt: iso(order.cancelledAt),
    problemReportedAt: iso(order.problemReportedAt),
  };
}
