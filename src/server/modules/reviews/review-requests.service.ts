import { isLanguage, type Language } from '@shared/i18n/languages';
import { reviewRequestCooldownMs } from '@shared/reviews/review.schema';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { resolveMailLanguage } from '../mail/mail-language';
import { renderCatalogueMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import { notifyReviewRequested } from '../notifications/notifications.service';
import { findOrderParties } from '../orders/order-facts.service';
import { findReviewedOrderIds } from './review-facts.service';
import {
  findLatestReviewRequest,
  findLatestReviewRequests,
  findReviewRequestMailRow,
  insertReviewRequest,
  lockOrderReviewRequests,
} from './review-requests.repository';
import { findDisplayName, findListingTitle } from './reviews.repository';

/** The order page the request sends the buyer to, where the review form opens. */
export const orderActionPath = (orderId: string) => `/orders/${orderId}`;

/**
 * The seller of a completed order asks its buyer for a review (spec §4): not once it is reviewed,
 * and at most once per cooldown (REVIEW_REQUEST_COOLDOWN with `retryAt`). The buyer gets an in-app
 * notice in the same transaction, and an email from a job queued after it commits.
 */
export async function requestReview(
  deps: Pick<AppDependencies, 'database' | 'jobs'>,
  callerId: string,
  orderId: string,
  now = new Date(),
): Promise<{ requestedAt: string; nextRequestAt: string }> {
  const request = await runInTransaction(deps.database.db, async (executor) => {
    const order = await findOrderParties(executor, orderId);
    if (!order || order.sellerId !== callerId || order.status !== 'completed') {
      throw new AppError(
        'REVIEW_NOT_ALLOWED',
        'Only the seller of a completed order can ask for its review.',
      );
    }
    if ((await findReviewedOrderIds(executor, [orderId])).has(orderId)) {
      throw new AppError('REVIEW_ALREADY_EXISTS', 'The buyer has reviewed this order already.');
    }
    await lockOrderReviewRequests(executor, orderId);
    const latest = await findLatestReviewRequest(executor, orderId);
    if (latest) {
      const retryAt = new Date(latest.requestedAt.getTime() + reviewRequestCooldownMs);
      if (retryAt > now) {
        throw new AppError('REVIEW_REQUEST_COOLDOWN', 'A review was requested for this order recently.', {
          retryAt: retryAt.toISOString(),
        });
      }
    }
    const inserted = await insertReviewRequest(executor, {
      orderId,
      sellerId: callerId,
      buyerId: order.buyerId,
      requestedAt: now,
    });
    await notifyReviewRequested(executor, order.buyerId, {
      requestId: inserted.id,
      orderId,
      sellerName: await findDisplayName(executor, callerId),
      listingTitle: (await findListingTitle(executor, order.listingIds[0])).title,
    });
    return inserted;
  });
  // Never inside the transaction: enqueueing there can deadlock the embedded engine.
  await deps.jobs.send('review-request-email', { requestId: request.id });
  return {
    requestedAt: request.requestedAt.toISOString(),
    nextRequestAt: new Date(request.requestedAt.getTime() + reviewRequestCooldownMs).toISOString(),
  };
}

/**
 * Of the seller's completed orders given, those whose review can be requested now (issue 19, the
 * workspace's tasks): not reviewed yet and not asked within the cooldown, the rules `requestReview`
 * applies.
 */
export async function findRequestableReviewOrderIds(
  db: Db,
  completedOrderIds: string[],
  now = new Date(),
): Promise<Set<string>> {
  const [reviewed, latest] = await Promise.all([
    findReviewedOrderIds(db, completedOrderIds),
    findLatestReviewRequests(db, completedOrderIds),
  ]);
  return new Set(
    completedOrderIds.filter((orderId) => {
      if (reviewed.has(orderId)) return false;
      const requestedAt = latest.get(orderId);
      return !requestedAt || requestedAt.getTime() + reviewRequestCooldownMs <= now.getTime();
    }),
  );
}

export interface ReviewRequestEmailContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

export type ReviewRequestEmailOutcome = 'sent' | 'unknown' | 'reviewed' | 'no-address';

/**
 * The `review-request-email` job: emails the buyer the request, in the language they last chose on
 * the site, else the language of the listing they bought. Nothing once the order is reviewed.
 */
export async function sendReviewRequestEmail(
  context: ReviewRequestEmailContext,
  requestId: string,
): Promise<ReviewRequestEmailOutcome> {
  const row = await findReviewRequestMailRow(context.db, requestId);
  if (!row) return 'unknown';
  if (!row.buyerEmailVerifiedAt) return 'no-address';
  if ((await findReviewedOrderIds(context.db, [row.orderId])).has(row.orderId)) return 'reviewed';
  const order = await findOrderParties(context.db, row.orderId);
  const listing = await findListingTitle(context.db, order?.listingIds[0]);
  const stored = row.buyerPreferences.mailLanguage;
  const fallback: Language = listing.language ?? 'en';
  const language = resolveMailLanguage(isLanguage(stored) ? stored : fallback, undefined);
  const orderUrl = `${context.publicUrl}${orderActionPath(row.orderId)}`;
  const mail = renderCatalogueMail('server-notices:reviews.mail.requested', language, orderUrl, {
    sellerName: await findDisplayName(context.db, row.sellerId),
    listingTitle: listing.title,
  });
  await context.mailer.send({ kind: 'review-request', to: row.buyerEmail, ...mail, actionUrl: orderUrl });
  return 'sent';
}
