import type { ChatThread } from '../chat/chat.schema';

/**
 * Whether a thread waits for the seller: unread messages, a buyer's last word, or a buyer's open
 * offer to decide. A thread the seller answered last waits for the buyer instead; a blocked one
 * cannot be answered at all.
 */
export function isThreadAwaitingSeller(
  thread: Pick<ChatThread, 'isBlocked' | 'unreadCount' | 'openOffer' | 'lastMessage'>,
): boolean {
  if (thread.isBlocked) return false;
  if (thread.unreadCount > 0) return true;
  if (thread.openOffer?.madeBy === 'buyer') return true;
  return thread.lastMessage !== null && !thread.lastMessage.isOwn;
}
