import type { Language } from '@shared/i18n/languages';
import type { Notification } from '@shared/notifications/notification.schema';
import type { Db } from '../../db/database';
import type { DbExecutor } from '../../db/transaction';
import type {
  ModerationDecisionPayload,
  ModerationObjectionOutcomePayload,
  ModerationReceiptPayload,
  ModerationReportOutcomePayload,
  moderationDecisionKind,
  moderationObjectionOutcomeKind,
  moderationReceiptKind,
  moderationReportOutcomeKind,
} from './moderation-notification-text';
import {
  type ChatModerationRejectedPayload,
  type ChatOfferPayload,
  chatModerationRejectedKind,
  chatOfferKind,
  type DataExportReadyPayload,
  dataExportReadyKind,
  type IdentityDecisionPayload,
  identityDecisionKind,
  type MarketplaceSoldPayload,
  marketplaceSoldKind,
  type OrderStatusPayload,
  orderStatusKind,
  type ReviewReceivedPayload,
  type ReviewRequestedPayload,
  reviewReceivedKind,
  reviewRequestedKind,
  type SavedSearchMatchPayload,
  savedSearchMatchKind,
  type WatchedListingPayload,
  watchedListingKind,
} from './notification-text';
import { presentNotification } from './notifications.presenter';
import {
  countUnreadNotifications,
  insertNotification,
  insertNotifications,
  listNotificationRows,
  markNotificationRowsRead,
} from './notifications.repository';

export async function listNotifications(
  db: Db,
  userId: string,
  options: { limit: number; language: Language },
): Promise<{ notifications: Notification[]; unreadCount: number }> {
  const [rows, unreadCount] = await Promise.all([
    listNotificationRows(db, userId, options.limit),
    countUnreadNotifications(db, userId),
  ]);
  return { notifications: rows.map((row) => presentNotification(row, options.language)), unreadCount };
}

/** Marking is idempotent: already read and other users' notifications are left alone. */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  request: { ids: string[] } | { all: true },
): Promise<void> {
  await markNotificationRowsRead(db, userId, 'ids' in request ? request.ids : undefined);
}

/**
 * The in-app notice that a saved search found a listing, at most once per search and listing (its
 * dedupe key). It runs in the caller's transaction, so the saved-searches module records the match
 * and its notification together. True when it was created.
 */
export function notifySavedSearchMatch(
  executor: DbExecutor,
  userId: string,
  payload: SavedSearchMatchPayload,
): Promise<boolean> {
  return insertNotification(executor, {
    userId,
    category: 'system',
    kind: savedSearchMatchKind,
    payload: { ...payload },
    actionTo: `/listing/${payload.listingSlug}`,
    dedupeKey: `saved-search:${payload.savedSearchId}:${payload.listingId}`,
  });
}

/**
 * The in-app notice to the counterpart that an offer in their thread was made, countered, accepted
 * or declined (category order, issue 16). Runs in the chat module's transaction; one per offer and
 * event, however often a request is retried.
 */
export function notifyChatOffer(
  executor: DbExecutor,
  userId: string,
  payload: ChatOfferPayload,
): Promise<boolean> {
  return insertNotification(executor, {
    userId,
    category: 'order',
    kind: chatOfferKind,
    payload: { ...payload },
    actionTo: `/chat?thread=${payload.threadId}`,
    dedupeKey: `chat-offer:${payload.offerId}:${payload.event}`,
  });
}
export type { ChatOfferEvent, ChatOfferPayload } from './notification-text';

/**
 * Tells a sender that a moderator rejected their held message or upheld a report about them (and
 * whether they were blocked), once per flag. Runs in the moderation decision's transaction.
 */
export function notifyChatModerationRejected(
  executor: DbExecutor,
  userId: string,
  payload: ChatModerationRejectedPayload,
): Promise<boolean> {
  return insertNotification(executor, {
    userId,
    category: 'system',
    kind: chatModerationRejectedKind,
    payload: { ...payload },
    actionTo: `/chat?thread=${payload.threadId}`,
    dedupeKey: `chat-flag:${payload.flagId}`,
  });
}

/**
 * Tells the watchers of a listing that its price dropped or it was reserved or sold (issue 17,
 * ADR 062), once per listing, event and price. Runs in the transaction that made the change.
 */
export function notifyListingWatchers(
  executor: DbExecutor,
  userIds: string[],
  payload: WatchedListingPayload,
): Promise<number> {
  return insertNotifications(
    executor,
    userIds.map((userId) => ({
      userId,
      category: 'system' as const,
      kind: watchedListingKind,
      payload: { ...payload },
      actionTo: `/listing/${payload.listingSlug}`,
      dedupeKey: `watched-listing:${payload.listingId}:${payload.event}:${payload.priceCents}`,
    })),
  );
}
export type { WatchedListingEvent, WatchedListingPayload } from './notification-text';
/** Tells the seller about a new review of theirs, once per review; runs in the review's transaction. */
export function notifyReviewReceived(executor: DbExecutor, payload: ReviewReceivedPayload): Promise<boolean> {
  return insertNotification(executor, {
    userId: payload.sellerId,
    category: 'order',
    kind: reviewReceivedKind,
    payload: { ...payload },
    actionTo: `/sellers/${payload.sellerId}`,
    dedupeKey: `review:${payload.reviewId}`,
  });
}

/** Tells the buyer that the seller asks for a review of the order; once per request. */
export function notifyReviewRequested(
  executor: DbExecutor,
  buyerId: string,
  payload: ReviewRequestedPayload,
): Promise<boolean> {
  return insertNotification(executor, {
    userId: buyerId,
    category: 'order',
    kind: reviewRequestedKind,
    payload: { ...payload },
    actionTo: `/orders/${payload.orderId}`,
    dedupeKey: `review-request:${payload.requestId}`,
  });
}

/**
 * Tells one party of an order that its status changed (issue 17, category order), once per order,
 * status and person. Runs in the orders module's transaction. `actionTo` is the recipient's view:
 * the buyer's order page or the seller's workspace.
 */
export function notifyOrderStatus(
  executor: DbExecutor,
  userId: string,
  payload: OrderStatusPayload,
  actionTo: string,
): Promise<boolean> {
  return insertNotification(executor, {
    userId,
    category: 'order',
    kind: orderStatusKind,
    payload: { ...payload },
    actionTo,
    dedupeKey: `order:${payload.orderId}:${payload.status}`,
  });
}
export type { OrderStatusPayload } from './notification-text';

/** Tells the user a moderator decided their identity check (category security), once per check. */
export function notifyIdentityDecision(
  executor: DbExecutor,
  userId: string,
  payload: IdentityDecisionPayload,
): Promise<boolean> {
  return insertNotification(executor, {
    userId,
    category: 'security',
    kind: identityDecisionKind,
    payload: { ...payload },
    actionTo: '/settings#identity',
    dedupeKey: `identity-check:${payload.checkId}`,
  });
}

/** Tells the seller a listing sold on eBay and is marked sold here (issue 19), once per eBay order line. */
export function notifyMarketplaceSold(
  executor: DbExecutor,
  userId: string,
  payload: MarketplaceSoldPayload,
): Promise<boolean> {
  return insertNotification(executor, {
    userId,
    category: 'order',
    kind: marketplaceSoldKind,
    payload: { ...payload },
    actionTo: '/listings',
    dedupeKey: `${marketplaceSoldKind}:${payload.channel}:${payload.externalOrderId}:${payload.listingId}`,
  });
}

/** Tells the user their data export is ready, once per export; links to the settings, never the file. */
export function notifyDataExportReady(
  executor: Db | DbExecutor,
  userId: string,
  payload: DataExportReadyPayload,
): Promise<boolean> {
  return insertNotification(executor, {
    userId,
    category: 'security',
    kind: dataExportReadyKind,
    payload: { ...payload },
    actionTo: '/settings#data-export',
    dedupeKey: `data-export:${payload.exportId}`,
  });
}
/**
 * Issue 18 (ADR 064): moderation's in-app notices (category system), each once per decision,
 * report or objection. `actionTo` leads to the statement of reasons (or home for a guest-less
 * receipt). Runs in the moderation transaction.
 */
export function notifyModeration(
  executor: DbExecutor,
  userId: string,
  notice:
    | {
        kind: typeof moderationDecisionKind;
        payload: ModerationDecisionPayload;
        /** The statement's signed objection link (ADR 075), kept out of the payload. */
        actionTo?: string;
      }
    | { kind: typeof moderationReceiptKind; payload: ModerationReceiptPayload }
    | { kind: typeof moderationReportOutcomeKind; payload: ModerationReportOutcomePayload }
    | { kind: typeof moderationObjectionOutcomeKind; payload: ModerationObjectionOutcomePayload },
): Promise<boolean> {
  const { kind, payload } = notice;
  const target =
    ('actionTo' in notice ? notice.actionTo : undefined) ??
    ('decisionId' in payload ? `/moderation/decisions/${payload.decisionId}` : '/transparency');
  const key =
    'objectionId' in payload
      ? payload.objectionId
      : 'reportId' in payload
        ? payload.reportId
        : payload.decisionId;
  return insertNotification(executor, {
    userId,
    category: 'system',
    kind,
    payload: { ...payload },
    actionTo: target,
    dedupeKey: `${kind}:${key}`,
  });
}
export {
  moderationDecisionKind,
  moderationObjectionOutcomeKind,
  moderationReceiptKind,
  moderationReportOutcomeKind,
} from './moderation-notification-text';
