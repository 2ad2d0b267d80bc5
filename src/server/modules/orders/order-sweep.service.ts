import { autoCompleteAfterDays, type OrderStatus, unpaidOrderExpiryHours } from '@shared/orders/order-states';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies } from '../../core/app-instance';
import { runInTransaction } from '../../db/transaction';
import { completeLockedOrder } from './order-moves.service';
import { type OrderEmail, queueOrderEmails } from './order-notices.service';
import { refundOrder, settlePayout } from './order-payments.service';
import { cancelLockedOrder } from './order-transitions.service';
import { findOrder, findOrdersByPaymentState, findOrdersDue } from './orders.repository';

const dayMs = 86_400_000;
const batch = 100;

export interface SweepOutcome {
  completed: number;
  expired: number;
  refunded: number;
  paidOut: number;
}

/**
 * The `order-sweep` job (every 10 minutes, ADR 057): shipped and handed-over orders complete by
 * themselves `autoCompleteAfterDays` after shipping or handover unless a problem froze them;
 * unpaid online orders are cancelled after `unpaidOrderExpiryHours`, freeing their listings;
 * refunds and payouts the provider refused are tried again (their idempotency keys make that safe).
 */
export async function sweepOrders(deps: AppDependencies, now = new Date(), log?: FastifyBaseLogger) {
  const { db } = deps.database;
  const emails: OrderEmail[] = [];
  const outcome: SweepOutcome = { completed: 0, expired: 0, refunded: 0, paidOut: 0 };
  const completeBefore = new Date(now.getTime() - autoCompleteAfterDays * dayMs);
  const due = [
    ...(await findOrdersDue(db, {
      statuses: ['shipped'],
      column: 'shippedAt',
      before: completeBefore,
      limit: batch,
    })),
    ...(await findOrdersDue(db, {
      statuses: ['handed_over'],
      column: 'handedOverAt',
      before: completeBefore,
      limit: batch,
    })),
  ];
  for (const { id } of due) {
    const moved = await moveIfStill(deps, id, ['shipped', 'handed_over'], (executor, order) =>
      completeLockedOrder(executor, order, 'system', null),
    );
    if (!moved) continue;
    emails.push(...moved);
    outcome.completed += 1;
    if ((await settlePayout(deps, id)) === 'paid') outcome.paidOut += 1;
  }
  const expiredBefore = new Date(now.getTime() - unpaidOrderExpiryHours * 3_600_000);
  const unpaid = await findOrdersDue(db, {
    statuses: ['created'],
    column: 'createdAt',
    before: expiredBefore,
    paymentMethod: 'online',
    limit: batch,
  });
  for (const { id } of unpaid) {
    const moved = await moveIfStill(deps, id, ['created'], (executor, order) =>
      order.paymentStatus === 'unpaid'
        ? cancelLockedOrder(executor, order, { actor: 'system', actorId: null, reason: 'payment_problem' })
        : Promise.resolve(null),
    );
    if (!moved) continue;
    emails.push(...moved);
    outcome.expired += 1;
  }
  for (const { id } of await findOrdersByPaymentState(db, { paymentStatus: 'refund_pending' }, batch))
    if (await refundOrder(deps, id)) outcome.refunded += 1;
  for (const { id } of await findOrdersByPaymentState(db, { payoutStatus: 'failed' }, batch))
    if ((await settlePayout(deps, id)) === 'paid') outcome.paidOut += 1;
  await queueOrderEmails(deps, emails, log);
  return outcome;
}

type Locked = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** Locks the order and moves it only while it is still in one of `statuses` (a person may have acted meanwhile). */
async function moveIfStill(
  deps: AppDependencies,
  orderId: string,
  statuses: OrderStatus[],
  move: (
    executor: Parameters<typeof completeLockedOrder>[0],
    order: Locked,
  ) => Promise<{ emails: OrderEmail[] } | null>,
): Promise<OrderEmail[] | null> {
  return runInTransaction(deps.database.db, async (executor) => {
    const order = await findOrder(executor, orderId, true);
    if (!order || !statuses.includes(order.status)) return null;
    const moved = await move(executor, order);
    return moved ? moved.emails : null;
  });
}
