import type { ChatMessageKind, ChatRole, ChatThread } from '@shared/chat/chat.schema';
import { availabilityOf } from '@shared/listings/listing-status';
import { toEuros } from '@shared/pricing/cents';
import { mediaUrl } from '../media/media-url';
import { type ChatOfferRow, presentOffer } from './chat-message.presenter';
import type { ThreadViewRow } from './chat-threads.repository';

export const threadActionPath = (threadId: string) => `/chat?thread=${threadId}`;

export function roleOf(thread: { buyerId: string }, viewerId: string): ChatRole {
  return thread.buyerId === viewerId ? 'buyer' : 'seller';
}

/** A thread as one participant sees it (the row was selected for that viewer). */
export function presentThread(
  row: ThreadViewRow,
  viewerId: string,
  openOffer: ChatOfferRow | null,
): ChatThread {
  const { thread } = row;
  const role = roleOf(thread, viewerId);
  const last = row.lastMessage;
  return {
    id: thread.id,
    listingId: thread.listingId,
    listing: {
      id: thread.listingId,
      slug: row.listingSlug,
      title: row.listingTitle,
      price: toEuros(row.listingPriceCents),
      currency: 'EUR',
      thumbnailUrl: row.listingStorageKey ? mediaUrl(row.listingStorageKey, 'thumbnail') : null,
      availability: availabilityOf({ soldAt: row.listingSoldAt, reservedAt: row.listingReservedAt }),
      isLive: row.listingStatus === 'PUBLISHED',
    },
    counterpart: { id: role === 'buyer' ? thread.sellerId : thread.buyerId, name: row.counterpartName },
    role,
    subject: row.listingTitle,
    status: thread.status,
    updatedAt: thread.lastActivityAt.toISOString(),
    unreadCount: row.unreadCount,
    actionTo: threadActionPath(thread.id),
    lastMessage: last
      ? {
          body: last.body,
          kind: last.kind as ChatMessageKind,
          isOwn: last.senderId === viewerId,
          createdAt: new Date(last.createdAt).toISOString(),
        }
      : null,
    isBlocked: row.hasBlockedCounterpart || row.isBlockedByCounterpart,
    hasBlockedCounterpart: row.hasBlockedCounterpart,
    agreedPrice: row.agreedPriceCents === null ? null : toEuros(row.agreedPriceCents),
    openOffer: openOffer ? presentOffer(openOffer) : null,
  };
}
