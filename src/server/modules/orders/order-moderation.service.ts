import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { Db } from '../../db/database';
import type { DbExecutor } from '../../db/transaction';
import { noticeOrderChange, type OrderEmail, queueOrderEmails } from './order-notices.service';
import { refundOrder, settlePayout } from './order-payments.service';
import { releaseOrderListings, sellOrderListings } from './order-transitions.service';
import { findOrder, findUserNames, insertOrderEvent, updateOrder } from './orders.repository';

/**
 * Issue 18 (ADR 064): a reported order problem is a case in the moderation queue; the moderator's
 * decision resolves the frozen order here: `refund` cancels it (a paid online order is refunded
 * after the commit), `release` completes it so the seller is paid out as agreed.
 */
export type ProblemResolution = 'refund' | 'release';

export async function findOrderForModeration(db: Db | DbExecutor, orderId: string) {
  const order = await findOrder(db, orderId);
  if (!order) return null;
  const names = await findUserNames(db, [order.buyerId, order.sellerId]);
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    totalCents: order.totalCents,
    buyer: { id: order.buyerId, name: names.get(order.buyerId) ?? '' },
    seller: { id: order.sellerId, name: names.get(order.sellerId) ?? '' },
    problem: order.problemReportedAt
      ? {
          reportedAt: order.problemReportedAt.toISOString(),
          reason: order.problemReason,
          text: order.problemNote,
          frozen: order.status === 'problem_reported',
        }
      : null,
  };
}

export interface ProblemResolutionOutcome {
  orderId: string;
  emails: OrderEmail[];
  refund: boolean;
  payout: boolean;
}

/** In the moderation decision's transaction: the frozen order moves on, with its history and notices. */
export async function resolveProblemOrderLocked(
  executor: DbExecutor,
  orderId: string,
  resolution: ProblemResolution,
  moderatorId: string,
): Promise<ProblemResolutionOutcome> {
  const order = await findOrder(executor, orderId, true);
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  if (order.status !== 'problem_reported')
    throw new AppError('CONFLICT', 'The order is no longer waiting for a moderator.', {
      status: order.status,
    });
  const wasCompleted = order.completedAt !== null;
  const isPaidOnline = order.paymentMethod === 'online' && order.paymentStatus === 'paid';
  const to = resolution === 'refund' ? 'cancelled' : 'completed';
  const now = new Date();
  const updated = await updateOrder(
    executor,
    order.id,
    resolution === 'refund'
      ? {
          status: to,
          cancelReason: 'other',
          cancelNote: 'moderation',
          cancelledBy: 'moderator',
          cancelledAt: now,
          ...(isPaidOnline ? { paymentStatus: 'refund_pending' as const } : {}),
        }
      : { status: to, completedAt: order.completedAt ?? now },
    'problem_reported',
  );
  if (!updated) throw new AppError('CONFLICT', 'The order changed meanwhile.');
  await insertOrderEvent(executor, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    actor: 'moderator',
    actorId: moderatorId,
    note: `moderation:${resolution}`,
  });
  if (resolution === 'refund' && !wasCompleted) await releaseOrderListings(executor, order, moderatorId);
  if (resolution === 'release' && !wasCompleted) await sellOrderListings(executor, order, moderatorId);
  const emails = await noticeOrderChange(executor, updated, to, 'moderator');
  return {
    orderId: order.id,
    emails,
    refund: resolution === 'refund' && isPaidOnline,
    payout: resolution === 'release',
  };
}

/** After the commit: mails, the refund or the payout (each retried by the order sweep if it fails). */
export async function completeProblemResolution(
  deps: AppDependencies,
  outcome: ProblemResolutionOutcome,
  log?: FastifyBaseLogger,
): Promise<void> {
  await queueOrderEmails(deps, outcome.emails, log);
  if (outcome.refund) await refundOrder(deps, outcome.orderId);
  if (outcome.payout) await settlePayout(deps, outcome.orderId);
}
