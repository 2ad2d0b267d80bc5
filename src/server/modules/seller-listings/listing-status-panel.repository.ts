import { statusPanelLimits } from '@shared/seller-listings/seller-listings.schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import { chatMessages, chatOffers, chatThreads } from '../../db/schema/chat.schema';
import { listingStatusEvents } from '../../db/schema/listing-drafts.schema';
import { reviews } from '../../db/schema/listings.schema';
import { listingViewDays, marketplaceEvents, publishJobs } from '../../db/schema/marketplaces.schema';
import { orderItems, orders } from '../../db/schema/orders.schema';
import { reviewRequests } from '../../db/schema/trust.schema';
import type { DbExecutor } from '../../db/transaction';

/**
 * The status panel reads other modules' tables read-only (chat, orders, reviews, marketplaces):
 * counts and histories of one listing, each a small indexed query. Nothing here writes.
 */

export async function sumViewsSince(executor: DbExecutor, listingId: string, since: string): Promise<number> {
  const [row] = await executor
    .select({ views: sql<number>`coalesce(sum(${listingViewDays.views}), 0)`.mapWith(Number) })
    .from(listingViewDays)
    .where(and(eq(listingViewDays.listingId, listingId), sql`${listingViewDays.day} >= ${since}::date`));
  return row?.views ?? 0;
}

export async function countConversation(executor: DbExecutor, listingId: string) {
  const [row] = await executor
    .select({
      threads: sql<number>`count(DISTINCT ${chatThreads.id})`.mapWith(Number),
      // Only what reached the other side: held or rejected messages are the moderators' business.
      messages:
        sql<number>`count(${chatMessages.id}) FILTER (WHERE ${chatMessages.status} = 'delivered' AND ${chatMessages.kind} = 'text')`.mapWith(
          Number,
        ),
    })
    .from(chatThreads)
    .leftJoin(chatMessages, eq(chatMessages.threadId, chatThreads.id))
    .where(eq(chatThreads.listingId, listingId));
  return { threads: row?.threads ?? 0, messages: row?.messages ?? 0 };
}

export async function countOffers(executor: DbExecutor, listingId: string) {
  const [row] = await executor
    .select({
      offers: sql<number>`count(*)`.mapWith(Number),
      open: sql<number>`count(*) FILTER (WHERE ${chatOffers.status} = 'open')`.mapWith(Number),
    })
    .from(chatOffers)
    .where(eq(chatOffers.listingId, listingId));
  return { offers: row?.offers ?? 0, openOffers: row?.open ?? 0 };
}

export function listPublishJobs(executor: DbExecutor, listingId: string) {
  return executor
    .select()
    .from(publishJobs)
    .where(eq(publishJobs.listingId, listingId))
    .orderBy(desc(publishJobs.queuedAt), desc(publishJobs.id))
    .limit(statusPanelLimits.publishJobs);
}

/** Failed publish jobs per channel, all of them (the suggestion counts beyond the 20 shown). */
export function countFailedPublishJobs(executor: DbExecutor, listingId: string) {
  return executor
    .select({ channel: publishJobs.channel, failures: sql<number>`count(*)`.mapWith(Number) })
    .from(publishJobs)
    .where(and(eq(publishJobs.listingId, listingId), eq(publishJobs.status, 'FAILURE')))
    .groupBy(publishJobs.channel);
}

export function listMarketplaceEvents(executor: DbExecutor, listingId: string) {
  return executor
    .select()
    .from(marketplaceEvents)
    .where(eq(marketplaceEvents.listingId, listingId))
    .orderBy(desc(marketplaceEvents.createdAt), desc(marketplaceEvents.id))
    .limit(statusPanelLimits.marketplaceEvents);
}

/** Newest first: the seller reads what happened last at the top. */
export function listStatusHistory(executor: DbExecutor, listingId: string) {
  return executor
    .select({
      fromStatus: listingStatusEvents.fromStatus,
      toStatus: listingStatusEvents.toStatus,
      actorRole: listingStatusEvents.actorRole,
      reason: listingStatusEvents.reason,
      createdAt: listingStatusEvents.createdAt,
    })
    .from(listingStatusEvents)
    .where(eq(listingStatusEvents.listingId, listingId))
    .orderBy(desc(listingStatusEvents.createdAt))
    .limit(statusPanelLimits.statusHistory);
}

/**
 * The seller's completed orders that hold this listing, with whether they were reviewed and when a
 * review was last requested (the reviews module's cooldown applies to that instant).
 */
export function listCompletedOrdersOfListing(executor: DbExecutor, sellerId: string, listingId: string) {
  return executor
    .select({
      orderId: orders.id,
      reference: orders.reference,
      completedAt: orders.completedAt,
      isReviewed: sql<boolean>`EXISTS (SELECT 1 FROM ${reviews} r WHERE r.order_id = ${orders.id})`,
      lastRequestedAt: sql<
        string | null
      >`(SELECT max(rr.requested_at) FROM ${reviewRequests} rr WHERE rr.order_id = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(eq(orderItems.listingId, listingId), eq(orders.sellerId, sellerId), eq(orders.status, 'completed')),
    )
    .orderBy(desc(orders.completedAt))
    .limit(20);
}
