import type { Order } from '@shared/orders/order.schema';
import type { CancelReason, OrderStatus, ProblemReason } from '@shared/orders/order-states';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { Db } from '../../db/database';
import { type DbExecutor, runInTransaction } from '../../db/transaction';
import { findReviewedOrderIds } from '../reviews/review-facts.service';
import { presentOrder, returnWindowEndOf } from './order.presenter';
import { restartOnlinePayment } from './order-create.service';
import { queueOrderEmails } from './order-notices.service';
import { refundOrder, settlePayout } from './order-payments.service';
import {
  applyMove,
  assertMove,
  cancelLockedOrder,
  type MoveOutcome,
  sellOrderListings,
  transitionRefused,
} from './order-transitions.service';
import {
  findOrder,
  findOrderEvents,
  findOrderItems,
  findProblemOrderRows,
  findUserNames,
  listOrderRows,
  type OrderRow,
  updateOrder,
} from './orders.repository';

type Deps = AppDependencies;
type Role = 'buyer' | 'seller';
/** Wrong handover codes allowed before the handover locks (a 6-digit code must not be guessable). */
export const handoverAttemptsMax = 5;

const roleOf = (order: OrderRow, userId: string): Role | null =>
  order.buyerId === userId ? 'buyer' : order.sellerId === userId ? 'seller' : null;
const notFound = () => new AppError('NOT_FOUND', 'Order not found');

/** Orders as their parties see them, in one round of queries for a page. */
export async function presentOrders(
  deps: Deps,
  userId: string,
  rows: OrderRow[],
  now = new Date(),
): Promise<Order[]> {
  const { db } = deps.database;
  const ids = rows.map((row) => row.id);
  const [items, events, names, reviewed] = await Promise.all([
    findOrderItems(db, ids),
    findOrderEvents(db, ids),
    findUserNames(
      db,
      rows.flatMap((row) => [row.buyerId, row.sellerId]),
    ),
    findReviewedOrderIds(db, ids),
  ]);
  return rows.map((order) => {
    const role = roleOf(order, userId) ?? 'buyer';
    return presentOrder({
      order,
      role,
      items: items.filter((item) => item.orderId === order.id),
      events: events.filter((event) => event.orderId === order.id),
      counterpartName: names.get(role === 'buyer' ? order.sellerId : order.buyerId) ?? '',
      canReview: role === 'buyer' && order.status === 'completed' && !reviewed.has(order.id),
      now,
      isPaymentConfigured: deps.payments !== null,
      handoverAttemptsMax,
    });
  });
}

/** `GET /api/orders/{id}`: only its parties see an order; everyone else gets 404. */
export async function getOrder(deps: Deps, userId: string, orderId: string): Promise<Order> {
  const order = await findOrder(deps.database.db, orderId);
  if (!order || !roleOf(order, userId)) throw notFound();
  const [presented] = await presentOrders(deps, userId, [order]);
  if (!presented) throw notFound();
  return presented;
}

export async function listOrders(
  deps: Deps,
  userId: string,
  query: { role: Role; status?: OrderStatus; page: number; pageSize: number },
) {
  const { rows, total } = await listOrderRows(deps.database.db, {
    userId,
    role: query.role,
    status: query.status,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    orders: await presentOrders(deps, userId, rows),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * One person's move on an order: lock it, check the caller is the party the move needs, run the
 * move in the transaction, then queue the emails and present the order.
 */
async function moveAs(
  deps: Deps,
  userId: string,
  orderId: string,
  role: Role,
  move: (executor: DbExecutor, order: OrderRow) => Promise<MoveOutcome>,
  log?: FastifyBaseLogger,
): Promise<OrderRow> {
  const outcome = await runInTransaction(deps.database.db, async (executor) => {
    const order = await findOrder(executor, orderId, true);
    const callerRole = order ? roleOf(order, userId) : null;
    if (!order || !callerRole) throw notFound();
    if (callerRole !== role) {
      // The other party: the table decides (it names who may), so the answer says where the order is.
      if (order.status === 'problem_reported')
        throw new AppError('ORDER_FROZEN', 'A problem was reported: the order is on hold.', {
          status: order.status,
        });
      throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', `Only the ${role} can do this.`, {
        status: order.status,
      });
    }
    return move(executor, order);
  });
  await queueOrderEmails(deps, outcome.emails, log);
  return outcome.order;
}

export async function shipOrder(
  deps: Deps,
  userId: string,
  orderId: string,
  input: { carrier: string; trackingNumber: string },
  log?: FastifyBaseLogger,
) {
  await moveAs(
    deps,
    userId,
    orderId,
    'seller',
    (executor, order) =>
      applyMove(executor, order, {
        action: 'ship',
        actor: 'seller',
        actorId: userId,
        changes: { carrier: input.carrier, trackingNumber: input.trackingNumber, shippedAt: new Date() },
      }),
    log,
  );
  return getOrder(deps, userId, orderId);
}

/**
 * The seller enters the code the buyer shows. A wrong code counts (committed even though the
 * request fails); after five the handover locks and only cancelling remains.
 */
export async function handOverOrder(
  deps: Deps,
  userId: string,
  orderId: string,
  code: string,
  log?: FastifyBaseLogger,
) {
  const { db } = deps.database;
  const wrong = await runInTransaction(db, async (executor) => {
    const order = await findOrder(executor, orderId, true);
    if (!order || roleOf(order, userId) !== 'seller') return null;
    assertMove(order, 'hand_over', 'seller');
    if (order.handoverAttempts >= handoverAttemptsMax) throw lockedError();
    if (order.handoverCode === code) return null;
    const attempts = order.handoverAttempts + 1;
    await updateOrder(executor, order.id, { handoverAttempts: attempts });
    return attempts;
  });
  if (wrong !== null) {
    if (wrong >= handoverAttemptsMax) throw lockedError();
    throw new AppError('HANDOVER_CODE_INVALID', 'That code does not match the order.', {
      attemptsLeft: handoverAttemptsMax - wrong,
    });
  }
  await moveAs(
    deps,
    userId,
    orderId,
    'seller',
    (executor, order) => {
      if (order.handoverCode !== code) throw transitionRefused(order, 'hand_over');
      return applyMove(executor, order, {
        action: 'hand_over',
        actor: 'seller',
        actorId: userId,
        // Cash changes hands at the pickup: the order counts as paid from then on.
        changes:
          order.paymentMethod === 'cash_on_pickup'
            ? { handedOverAt: new Date(), paymentStatus: 'paid', paidAt: new Date() }
            : { handedOverAt: new Date() },
      });
    },
    log,
  );
  return getOrder(deps, userId, orderId);
}

const lockedError = () =>
  new AppError('HANDOVER_LOCKED', 'Too many wrong codes: the handover of this order is locked.', {
    attemptsLeft: 0,
  });

/** Completes a locked order (buyer or the auto-completion job): the listings are sold. */
export async function completeLockedOrder(
  executor: DbExecutor,
  order: OrderRow,
  actor: 'buyer' | 'system',
  actorId: string | null,
): Promise<MoveOutcome> {
  const outcome = await applyMove(executor, order, {
    action: 'complete',
    actor,
    actorId,
    changes: { completedAt: new Date() },
  });
  await sellOrderListings(executor, order, actorId);
  return outcome;
}

export async function completeOrder(deps: Deps, userId: string, orderId: string, log?: FastifyBaseLogger) {
  await moveAs(
    deps,
    userId,
    orderId,
    'buyer',
    (executor, order) => completeLockedOrder(executor, order, 'buyer', userId),
    log,
  );
  await settlePayout(deps, orderId);
  return getOrder(deps, userId, orderId);
}

/** Either side before shipping, with a reason; a paid online order is refunded after the commit. */
export async function cancelOrder(
  deps: Deps,
  userId: string,
  orderId: string,
  input: { reason: CancelReason; note?: string },
  log?: FastifyBaseLogger,
) {
  const outcome = await runInTransaction(deps.database.db, async (executor) => {
    const order = await findOrder(executor, orderId, true);
    const role = order ? roleOf(order, userId) : null;
    if (!order || !role) throw notFound();
    return cancelLockedOrder(executor, order, {
      actor: role,
      actorId: userId,
      reason: input.reason,
      note: input.note,
    });
  });
  await queueOrderEmails(deps, outcome.emails, log);
  if (outcome.order.paymentStatus === 'refund_pending') await refundOrder(deps, orderId);
  return getOrder(deps, userId, orderId);
}

/** The buyer reports a problem within the return window; the order is frozen for a moderator. */
export async function reportOrderProblem(
  deps: Deps,
  userId: string,
  orderId: string,
  input: { reason: ProblemReason; note: string },
  log?: FastifyBaseLogger,
  now = new Date(),
) {
  await moveAs(
    deps,
    userId,
    orderId,
    'buyer',
    (executor, order) => {
      assertMove(order, 'report_problem', 'buyer');
      const end = returnWindowEndOf(order);
      if (!end || now >= end)
        throw new AppError('RETURN_WINDOW_CLOSED', 'The 14 days for reporting a problem have passed.', {
          returnWindowEndsAt: end?.toISOString() ?? null,
        });
      return applyMove(executor, order, {
        action: 'report_problem',
        actor: 'buyer',
        actorId: userId,
        changes: { problemReason: input.reason, problemNote: input.note, problemReportedAt: now },
        note: input.reason,
      });
    },
    log,
  );
  return getOrder(deps, userId, orderId);
}

/** `POST /api/orders/{id}/pay`: the buyer's fresh payment page for an unpaid online order. */
export async function payOrder(deps: Deps, userId: string, orderId: string) {
  const order = await findOrder(deps.database.db, orderId);
  if (!order || !roleOf(order, userId)) throw notFound();
  if (
    roleOf(order, userId) !== 'buyer' ||
    order.paymentMethod !== 'online' ||
    order.paymentStatus !== 'unpaid'
  )
    throw transitionRefused(order, 'pay');
  assertMove(order, 'pay', 'system');
  const { paymentUrl } = await restartOnlinePayment(deps, order);
  return { order: await getOrder(deps, userId, orderId), paymentUrl };
}

/** Orders frozen by a reported problem, oldest first: the moderation queue of a later issue reads them. */
export function listProblemOrders(db: Db) {
  return findProblemOrderRows(db);
}
