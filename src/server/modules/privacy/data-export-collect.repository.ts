import { and, asc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  chatAssistantPreferences,
  chatMessages,
  chatOffers,
  chatThreads,
  userBlocks,
} from '../../db/schema/chat.schema';
import { listingDrafts, listingStatusEvents, priceFeedback } from '../../db/schema/listing-drafts.schema';
import {
  listingAvailabilityEvents,
  listingMedia,
  listingPriceHistory,
  listings,
} from '../../db/schema/listings.schema';
import { mediaAssets } from '../../db/schema/media.schema';
import { orderEvents, orderItems, orders, sellerPaymentAccounts } from '../../db/schema/orders.schema';
import { tourStates } from '../../db/schema/platform.schema';
import { users } from '../../db/schema/users.schema';

/**
 * Art. 15 GDPR reads across every module's tables here, and only here (ADR 067): an exporter per
 * module would be the cleaner cut, and is the way to go when this file grows. Columns are selected
 * as "all but" the secrets, so a column added later is exported without anyone remembering to.
 */
export function columnsWithout<Columns extends Record<string, unknown>, Key extends keyof Columns>(
  columns: Columns,
  omitted: readonly Key[],
): Omit<Columns, Key> {
  const kept = { ...columns };
  for (const key of omitted) delete kept[key];
  return kept;
}

export async function findAccountRow(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      roles: users.roles,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      emailVerifiedAt: users.emailVerifiedAt,
      totpEnabledAt: users.totpEnabledAt,
      lockedUntil: users.lockedUntil,
      chatBlockedAt: users.chatBlockedAt,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      rolloutCohort: users.rolloutCohort,
      displayName: users.displayName,
      cityId: users.cityId,
      preferences: users.preferences,
      locationLabel: users.locationLabel,
      locationSlug: users.locationSlug,
      locationLatitude: users.locationLatitude,
      locationLongitude: users.locationLongitude,
      locationConsent: users.locationConsent,
      locationConsentAt: users.locationConsentAt,
      onboardingStep: users.onboardingStep,
      onboardingCompletedAt: users.onboardingCompletedAt,
      onboardingLastSeenAt: users.onboardingLastSeenAt,
      responseRate: users.responseRate,
      responseTimeMinutes: users.responseTimeMinutes,
      analyticsConsent: users.analyticsConsent,
      analyticsConsentAt: users.analyticsConsentAt,
      communicationConsentAt: users.communicationConsentAt,
      communicationConsentVersion: users.communicationConsentVersion,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountRow>>>;

export async function findProfileExtras(db: Db, userId: string) {
  const [tour] = await db.select().from(tourStates).where(eq(tourStates.userId, userId));
  const [assistant] = await db
    .select()
    .from(chatAssistantPreferences)
    .where(eq(chatAssistantPreferences.userId, userId));
  const blocked = await db
    .select({ blockedUserId: userBlocks.blockedId, createdAt: userBlocks.createdAt })
    .from(userBlocks)
    .where(eq(userBlocks.blockerId, userId))
    .orderBy(asc(userBlocks.createdAt));
  const [payoutAccount] = await db
    .select()
    .from(sellerPaymentAccounts)
    .where(eq(sellerPaymentAccounts.userId, userId));
  return {
    tour: tour ?? null,
    chatAssistant: assistant ?? null,
    blockedUsers: blocked,
    payoutAccount: payoutAccount ?? null,
  };
}

/** The user's listings with their price history, status and availability events and pictures. */
export async function findListingsOf(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(listings)
    .where(eq(listings.sellerId, userId))
    .orderBy(asc(listings.createdAt), asc(listings.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [prices, statuses, availability, media] = await Promise.all([
    db
      .select()
      .from(listingPriceHistory)
      .where(inArray(listingPriceHistory.listingId, ids))
      .orderBy(asc(listingPriceHistory.changedAt), asc(listingPriceHistory.id)),
    db
      .select()
      .from(listingStatusEvents)
      .where(inArray(listingStatusEvents.listingId, ids))
      .orderBy(asc(listingStatusEvents.createdAt), asc(listingStatusEvents.id)),
    db
      .select()
      .from(listingAvailabilityEvents)
      .where(inArray(listingAvailabilityEvents.listingId, ids))
      .orderBy(asc(listingAvailabilityEvents.createdAt), asc(listingAvailabilityEvents.id)),
    db
      .select()
      .from(listingMedia)
      .where(inArray(listingMedia.listingId, ids))
      .orderBy(asc(listingMedia.position), asc(listingMedia.id)),
  ]);
  return rows.map((listing) => ({
    ...listing,
    priceHistory: prices.filter((row) => row.listingId === listing.id),
    statusEvents: statuses.filter((row) => row.listingId === listing.id),
    availabilityEvents: availability.filter((row) => row.listingId === listing.id),
    media: media.filter((row) => row.listingId === listing.id),
  }));
}

export async function findDraftsOf(db: Db, userId: string) {
  const [drafts, feedback] = await Promise.all([
    db
      .select()
      .from(listingDrafts)
      .where(eq(listingDrafts.sellerId, userId))
      .orderBy(asc(listingDrafts.createdAt), asc(listingDrafts.id)),
    db
      .select()
      .from(priceFeedback)
      .where(eq(priceFeedback.sellerId, userId))
      .orderBy(asc(priceFeedback.submittedAt), asc(priceFeedback.id)),
  ]);
  return { drafts, priceFeedback: feedback };
}

export function findPhotosOf(db: Db, userId: string) {
  return db
    .select()
    .from(mediaAssets)
    .where(eq(mediaAssets.ownerId, userId))
    .orderBy(asc(mediaAssets.createdAt), asc(mediaAssets.id));
}

/**
 * The threads the user takes part in. Their own messages in full (also held or rejected ones);
 * the counterpart's only as delivered to the user, without the filter's findings (ADR 067).
 */
export async function findConversationsOf(db: Db, userId: string) {
  const threads = await db
    .select({
      id: chatThreads.id,
      listingId: chatThreads.listingId,
      listingTitle: listings.title,
      buyerId: chatThreads.buyerId,
      sellerId: chatThreads.sellerId,
      status: chatThreads.status,
      createdAt: chatThreads.createdAt,
      lastActivityAt: chatThreads.lastActivityAt,
      archivedAt: chatThreads.archivedAt,
      buyerReadAt: chatThreads.buyerReadAt,
      sellerReadAt: chatThreads.sellerReadAt,
    })
    .from(chatThreads)
    .innerJoin(listings, eq(listings.id, chatThreads.listingId))
    .where(or(eq(chatThreads.buyerId, userId), eq(chatThreads.sellerId, userId)))
    .orderBy(asc(chatThreads.createdAt), asc(chatThreads.id));
  const threadIds = threads.map((thread) => thread.id);
  if (threadIds.length === 0) return { threads: [], messages: [], offers: [] };
  const counterpartIds = threads.map((thread) =>
    thread.buyerId === userId ? thread.sellerId : thread.buyerId,
  );
  const [names, messages, offers] = await Promise.all([
    db
      .select({ id: users.id, displayName: users.displayName })
      .from(users)
      .where(inArray(users.id, counterpartIds)),
    db
      .select(getTableColumns(chatMessages))
      .from(chatMessages)
      .where(
        and(
          inArray(chatMessages.threadId, threadIds),
          or(eq(chatMessages.senderId, userId), eq(chatMessages.status, 'delivered')),
        ),
      )
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id)),
    db
      .select()
      .from(chatOffers)
      .where(inArray(chatOffers.threadId, threadIds))
      .orderBy(asc(chatOffers.createdAt), asc(chatOffers.id)),
  ]);
  const nameOf = new Map(names.map((row) => [row.id, row.displayName]));
  return {
    threads: threads.map((thread) => {
      const counterpartId = thread.buyerId === userId ? thread.sellerId : thread.buyerId;
      return {
        ...thread,
        role: thread.buyerId === userId ? ('buyer' as const) : ('seller' as const),
        counterpartName: nameOf.get(counterpartId) ?? null,
      };
    }),
    messages: messages.map(({ filterFindings, ...message }) =>
      message.senderId === userId ? { ...message, filterFindings } : message,
    ),
    offers,
  };
}

/** Orders as buyer and as seller, with items and status events; no handover code or checkout link. */
export async function findOrdersOf(db: Db, userId: string) {
  const rows = await db
    .select(columnsWithout(getTableColumns(orders), ['handoverCode', 'checkoutUrl', 'clientRequestId']))
    .from(orders)
    .where(or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [items, events] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
    db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  return rows.map((order) => ({
    ...order,
    role: order.buyerId === userId ? ('buyer' as const) : ('seller' as const),
    items: items.filter((item) => item.orderId === order.id),
    events: events.filter((event) => event.orderId === order.id),
  }));
}
