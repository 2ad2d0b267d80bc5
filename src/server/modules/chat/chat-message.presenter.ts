import type {
  ChatMessage,
  ChatMessageKind,
  ChatMessageStatus,
  ChatSystemEvent,
} from '@shared/chat/chat.schema';
import { type ChatFilterKind, chatFilterKinds } from '@shared/chat/chat-filter.schema';
import type { Offer } from '@shared/chat/offer.schema';
import { toEuros } from '@shared/pricing/cents';
import type { chatMessages, chatOffers } from '../../db/schema/chat.schema';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatOfferRow = typeof chatOffers.$inferSelect;

export function presentOffer(row: ChatOfferRow): Offer {
  return {
    id: row.id,
    threadId: row.threadId,
    listingId: row.listingId,
    amount: toEuros(row.amountCents),
    currency: 'EUR',
    message: row.message,
    status: row.status,
    madeBy: row.madeBy,
    proposerId: row.proposerId,
    parentOfferId: row.parentOfferId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

/**
 * A message as one participant sees it. The recipient sees the filter's warnings on a delivered
 * message; its sender never does (it would teach a scammer which spelling got caught).
 */
export function presentChatMessage(
  row: ChatMessageRow,
  viewerId: string,
  offer: ChatOfferRow | null = null,
): ChatMessage {
  const isOwn = row.senderId === viewerId;
  const warnings =
    isOwn || row.status !== 'delivered'
      ? []
      : [...new Set(row.filterFindings.map((finding) => finding.kind))].filter(
          (kind): kind is ChatFilterKind => (chatFilterKinds as readonly string[]).includes(kind),
        );
  return {
    id: row.id,
    threadId: row.threadId,
    clientId: row.clientId,
    senderId: row.senderId,
    isOwn,
    kind: row.kind as ChatMessageKind,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    status: row.status as ChatMessageStatus,
    readAt: row.readAt?.toISOString() ?? null,
    isAutoSent: row.isAutoSent,
    warnings,
    offer: offer ? presentOffer(offer) : null,
    systemEvent: (row.systemEvent as ChatSystemEvent | null) ?? null,
  };
}
