import { formatEuro } from '@shared/format/euro';
import type { Language } from '@shared/i18n/languages';
import { toEuros } from '@shared/pricing/cents';
import { hasServerText, serverText } from '../../core/server-texts';
import { renderModerationNotificationText } from './moderation-notification-text';

export const savedSearchMatchKind = 'saved_search_match';
/** An offer in a chat thread was made, countered, accepted or declined (issue 16, ADR 053). */
export const chatOfferKind = 'chat_offer';
export const chatOfferEvents = ['offer', 'counter', 'accepted', 'declined'] as const;
export type ChatOfferEvent = (typeof chatOfferEvents)[number];

/** What an offer notification stores: who did what with which amount, on which listing and thread. */
export interface ChatOfferPayload {
  event: ChatOfferEvent;
  threadId: string;
  offerId: string;
  listingId: string;
  listingTitle: string;
  amountCents: number;
  actorName: string;
}
export const chatModerationRejectedKind = 'chat_moderation_rejected';
/** A watched listing's price dropped, or it was reserved or sold (issue 17, ADR 062). */
export const watchedListingKind = 'watched_listing';
export const watchedListingEvents = ['price_drop', 'reserved', 'sold'] as const;
export type WatchedListingEvent = (typeof watchedListingEvents)[number];

/** What a watcher notice stores: the listing, the event and the price then (and before, for a drop). */
export interface WatchedListingPayload {
  event: WatchedListingEvent;
  listingId: string;
  listingSlug: string;
  listingTitle: string;
  priceCents: number;
  previousPriceCents: number | null;
}
/** An order changed its status (issue 17, ADR 057): the other party is told, the buyer also when paid. */
export const orderStatusKind = 'order_status';

/** What an order notification stores; the status picks the text. */
export interface OrderStatusPayload {
  orderId: string;
  reference: string;
  status: string;
  listingTitle: string;
  actorName: string;
  totalCents: number;
}

/** A moderator approved or rejected the user's identity check (issue 17, ADR 059). */
export const identityDecisionKind = 'identity_decision';

/** What the identity decision notice stores: no personal data, only the outcome and its reason. */
export interface IdentityDecisionPayload {
  checkId: string;
  status: 'approved' | 'rejected';
  reason: string | null;
  cooldownUntil: string | null;
}

/** What a saved-search match notification stores; the text is rendered per request language. */
export interface SavedSearchMatchPayload {
  savedSearchId: string;
  label: string;
  listingId: string;
  listingSlug: string;
  listingTitle: string;
  priceCents: number;
}

/** What the notice to a sender whose message (or conduct, for a report) a moderator rejected stores. */
export interface ChatModerationRejectedPayload {
  flagId: string;
  threadId: string;
  listingTitle: string;
  /** A report of the thread rather than one held message. */
  isReport: boolean;
  /** The moderator also blocked the sender from chatting. */
  isBlocked: boolean;
}

/** A buyer reviewed the seller after a completed order (issue 17, ADR 061). */
export const reviewReceivedKind = 'review_received';
export interface ReviewReceivedPayload {
  reviewId: string;
  orderId: string;
  sellerId: string;
  rating: number;
  listingTitle: string;
  /** Null when the buyer chose to stay anonymous. */
  reviewerName: string | null;
}
/** A seller asked the buyer of a completed order for a review (issue 17, ADR 061). */
export const reviewRequestedKind = 'review_requested';
export interface ReviewRequestedPayload {
  requestId: string;
  orderId: string;
  sellerName: string;
  listingTitle: string;
}

/** The user's GDPR data export is ready (issue 18, ADR 067): the notice links to the settings. */
export const dataExportReadyKind = 'data_export_ready';
export interface DataExportReadyPayload {
  exportId: string;
  expiresAt: string;
}

/** A listing sold on eBay (issue 19, ADR 073): it is marked sold here too, and the seller is told. */
export const marketplaceSoldKind = 'marketplace_sold';
export interface MarketplaceSoldPayload {
  listingId: string;
  listingTitle: string;
  channel: string;
  externalOrderId: string;
}

/** The same rule as the web's formatPrice: EUR, whole amounts without cents. */
export function formatPriceCents(priceCents: number, language: Language): string {
  return formatEuro(toEuros(priceCents), language);
}

/**
 * The price as the alert texts say it after the title: "for 45 €", or "– zu verschenken" for a
 * give-away, the only listing at 0 cents (ADR 042).
 */
export function priceTextOf(priceCents: number, language: Language): string {
  if (priceCents === 0) return serverText('server-notices:notifications.price.free', language);
  return serverText('server-notices:notifications.price.amount', language, {
    price: formatPriceCents(priceCents, language),
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Title and description of a notification in one language, from its kind and payload (ADR 039). */
export function renderNotificationText(
  kind: string,
  payload: Record<string, unknown>,
  language: Language,
): { title: string; description: string } {
  const moderation = renderModerationNotificationText(kind, payload, language);
  if (moderation) return moderation;
  if (kind === savedSearchMatchKind) {
    const params = {
      label: text(payload.label),
      listingTitle: text(payload.listingTitle),
      priceText: typeof payload.priceCents === 'number' ? priceTextOf(payload.priceCents, language) : '',
    };
    return {
      title: serverText('server-notices:notifications.saved_search_match.title', language, params),
      description: serverText(
        'server-notices:notifications.saved_search_match.description',
        language,
        params,
      ),
    };
  }
  if (kind === chatOfferKind && (chatOfferEvents as readonly unknown[]).includes(payload.event)) {
    const event = payload.event as ChatOfferEvent;
    const params = {
      amount:
        typeof payload.amountCents === 'number'
          ? formatEuro(toEuros(payload.amountCents), language, { isWhole: false })
          : '',
      actorName: text(payload.actorName),
      listingTitle: text(payload.listingTitle),
    };
    return {
      title: serverText(`server-notices:notifications.chat_offer.${event}.title`, language, params),
      description: serverText(
        `server-notices:notifications.chat_offer.${event}.description`,
        language,
        params,
      ),
    };
  }
  if (kind === chatModerationRejectedKind) {
    const params = { listingTitle: text(payload.listingTitle) };
    const subject = payload.isReport === true ? 'report' : 'message';
    const description = serverText(
      `server-notices:notifications.chat_moderation_rejected.${subject}Description`,
      language,
      params,
    );
    return {
      title: serverText(`server-notices:notifications.chat_moderation_rejected.${subject}Title`, language),
      description:
        payload.isBlocked === true
          ? `${description} ${serverText('server-notices:notifications.chat_moderation_rejected.blocked', language)}`
          : description,
    };
  }
  if (kind === watchedListingKind && (watchedListingEvents as readonly unknown[]).includes(payload.event)) {
    const event = payload.event as WatchedListingEvent;
    const params = {
      listingTitle: text(payload.listingTitle),
      price: typeof payload.priceCents === 'number' ? formatPriceCents(payload.priceCents, language) : '',
      previousPrice:
        typeof payload.previousPriceCents === 'number'
          ? formatPriceCents(payload.previousPriceCents, language)
          : '',
    };
    return {
      title: serverText(`server-notices:notifications.watched_listing.${event}.title`, language, params),
      description: serverText(
        `server-notices:notifications.watched_listing.${event}.description`,
        language,
        params,
      ),
    };
  }
  if (kind === reviewReceivedKind) {
    const reviewerName = text(payload.reviewerName);
    const params = {
      rating: typeof payload.rating === 'number' ? payload.rating : 0,
      listingTitle: text(payload.listingTitle),
      reviewerName:
        reviewerName || serverText('server-notices:notifications.review_received.anonymous', language),
    };
    return {
      title: serverText('server-notices:notifications.review_received.title', language, params),
      description: serverText('server-notices:notifications.review_received.description', language, params),
    };
  }
  if (kind === reviewRequestedKind) {
    const params = { sellerName: text(payload.sellerName), listingTitle: text(payload.listingTitle) };
    return {
      title: serverText('server-notices:notifications.review_requested.title', language, params),
      description: serverText('server-notices:notifications.review_requested.description', language, params),
    };
  }
  if (kind === orderStatusKind && typeof payload.status === 'string') {
    const key = `server-notices:notifications.order_status.${payload.status}` as const;
    const params = {
      reference: text(payload.reference),
      listingTitle: text(payload.listingTitle),
      actorName: text(payload.actorName),
      total:
        typeof payload.totalCents === 'number'
          ? formatEuro(toEuros(payload.totalCents), language, { isWhole: false })
          : '',
    };
    if (hasServerText(`${key}.title`, language))
      return {
        title: serverText(`${key}.title`, language, params),
        description: serverText(`${key}.description`, language, params),
      };
  }
  if (kind === marketplaceSoldKind) {
    const params = { listingTitle: text(payload.listingTitle) };
    return {
      title: serverText('server-notices:notifications.marketplace_sold.title', language, params),
      description: serverText('server-notices:notifications.marketplace_sold.description', language, params),
    };
  }
  if (kind === identityDecisionKind && (payload.status === 'approved' || payload.status === 'rejected')) {
    const cooldown = typeof payload.cooldownUntil === 'string' ? new Date(payload.cooldownUntil) : null;
    const params = {
      reason: text(payload.reason),
      date:
        cooldown && !Number.isNaN(cooldown.getTime())
          ? new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
              dateStyle: 'long',
              timeZone: 'Europe/Berlin',
            }).format(cooldown)
          : '',
    };
    return {
      title: serverText(`server-notices:notifications.identity_decision.${payload.status}Title`, language),
      description: serverText(
        `server-notices:notifications.identity_decision.${payload.status}Description`,
        language,
        params,
      ),
    };
  }
  if (kind === dataExportReadyKind) {
    const expiresAt = typeof payload.expiresAt === 'string' ? new Date(payload.expiresAt) : null;
    const date =
      expiresAt && !Number.isNaN(expiresAt.getTime())
        ? new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone: 'Europe/Berlin',
          }).format(expiresAt)
        : '';
    return {
      title: serverText('server-notices:notifications.data_export_ready.title', language),
      description: serverText('server-notices:notifications.data_export_ready.description', language, {
        date,
      }),
    };
  }
  return { title: serverText('server-notices:notifications.general.title', language), description: '' };
}
