import type { ChatThread } from '@shared/chat/chat.schema';
import type { Offer, OfferStatus } from '@shared/chat/offer.schema';

/** What the viewer may do with an offer: answer it (accept, decline, counter), withdraw it, or nothing. */
export type OfferActions = 'answer' | 'withdraw' | 'none';

/** An open offer past its expiry reads as expired even before the server's expiry job has run. */
export function shownOfferStatus(offer: Pick<Offer, 'status' | 'expiresAt'>, now: Date): OfferStatus {
  if (offer.status === 'open' && new Date(offer.expiresAt).getTime() <= now.getTime()) return 'expired';
  return offer.status;
}

/** Whether the viewer made this offer: buyers make offers and counter back, sellers counter. */
export function isOwnOffer(offer: Pick<Offer, 'madeBy'>, thread: Pick<ChatThread, 'role'>): boolean {
  return offer.madeBy === thread.role;
}

/**
 * The other side answers an open offer; its proposer may withdraw it. Nobody acts in a blocked
 * thread or on an offer that is no longer open.
 */
export function offerActionsFor(
  offer: Pick<Offer, 'status' | 'expiresAt' | 'madeBy'>,
  thread: Pick<ChatThread, 'role' | 'isBlocked'>,
  now: Date,
): OfferActions {
  if (thread.isBlocked || shownOfferStatus(offer, now) !== 'open') return 'none';
  return isOwnOffer(offer, thread) ? 'withdraw' : 'answer';
}
