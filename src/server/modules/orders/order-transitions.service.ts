import {
  type CancelReason,
  findOrderMove,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
} from '@shared/orders/order-states';
import { AppError } from '../../core/app-error';
import type { DbExecutor } from '../../db/transaction';
import { releaseListingForBuyer, sellListingUnit } from '../listings/listing-availability.service';
import { noticeOrderChange, type OrderEmail } from './order-notices.service';
import {
  findOrderItems,
  insertOrderEvent,
  type NewOrderRow,
  type OrderRow,
  updateOrder,
} from './orders.repository';

/** Whether an order's facts (not only its status) allow the action: ship is for shipping, hand over for the rest. */
export function fitsOrder(
  order: Pick<OrderRow, 'fulfilment' | 'paymentMethod' | 'status'>,
  action: OrderAction,
) {
  if (action === 'ship') return order.fulfilment === 'shipping';
  if (action === 'hand_over') {
    if (order.fulfilment === 'shipping') return false;
    // Unpaid is fine only when the money changes hands at the pickup.
    return order.status === 'paid' || order.paymentMethod === 'cash_on_pickup';
  }
  if (action === 'pay') return order.paymentMethod === 'online';
  return true;
}

export const transitionRefused = (order: Pick<OrderRow, 'status'>, action: OrderAction) =>
  new AppError('ORDER_TRANSITION_NOT_ALLOWED', `An order that is ${order.status} cannot ${action}.`, {
    status: order.status,
    action,
  });

/** The order table's check (ADR 057): frozen orders refuse everything, other moves follow `orderMoves`. */
export function assertMove(order: OrderRow, action: OrderAction, actor: OrderActor): OrderStatus {
  if (order.status === 'problem_reported')
    throw new AppError('ORDER_FROZEN', 'A problem was reported: the order is on hold.', {
      status: order.status,
    });
  const move = findOrderMove(action, order.status, actor);
  if (!move || !fitsOrder(order, action)) throw transitionRefused(order, action);
  return move.to;
}

export interface MoveOutcome {
  order: OrderRow;
  emails: OrderEmail[];
}

/**
 * Moves a locked order along the table: the status and `changes` in one guarded statement, the
 * history event, and the other party's notice. The caller checked `assertMove` first.
 */
export async function applyMove(
  executor: DbExecutor,
  order: OrderRow,
  input: {
    action: OrderAction;
    actor: OrderActor;
    actorId: string | null;
    changes?: Partial<NewOrderRow>;
    note?: string | null;
  },
): Promise<MoveOutcome> {
  const to = assertMove(order, input.action, input.actor);
  const updated = await updateOrder(executor, order.id, { ...input.changes, status: to }, order.status);
  if (!updated) throw transitionRefused(order, input.action);
  await insertOrderEvent(executor, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    actor: input.actor,
    actorId: input.actorId,
    note: input.note ?? null,
  });
  const emails = await noticeOrderChange(executor, updated, to, input.actor);
  return { order: updated, emails };
}

/** Frees what a cancelled order held: each listing's reservation for the buyer. */
export async function releaseOrderListings(executor: DbExecutor, order: OrderRow, actorId: string | null) {
  for (const item of await findOrderItems(executor, [order.id]))
    await releaseListingForBuyer(executor, item.listingId, order.buyerId, actorId);
}

/** A completed order sells its units: quantity down, the last unit makes the listing sold. */
export async function sellOrderListings(executor: DbExecutor, order: OrderRow, actorId: string | null) {
  for (const item of await findOrderItems(executor, [order.id]))
    for (let unit = 0; unit < item.quantity; unit += 1)
      await sellListingUnit(executor, item.listingId, order.buyerId, actorId);
}

/**
 * Cancels a locked order (buyer, seller or system) and frees its listings. A paid online order
 * is marked refund_pending; the caller refunds it after the commit (`refundOrder`).
 */
export async function cancelLockedOrder(
  executor: DbExecutor,
  order: OrderRow,
  input: { actor: OrderActor; actorId: string | null; reason: CancelReason; note?: string | null },
): Promise<MoveOutcome> {
  const isPaidOnline = order.paymentMethod === 'online' && order.paymentStatus === 'paid';
  const outcome = await applyMove(executor, order, {
    action: 'cancel',
    actor: input.actor,
    actorId: input.actorId,
    note: input.reason,
    changes: {
      cancelReason: input.reason,
      cancelNote: input.note ?? null,
      cancelledBy: input.actor,
      cancelledAt: new Date(),
      ...(isPaidOnline ? { paymentStatus: 'refund_pending' as const } : {}),
    },
  });
  await releaseOrderListings(executor, order, input.actorId);
  return outcome;
}
