import type { ChatThread } from '@shared/chat/chat.schema';

/**
 * Whether a thread waits for the seller: unread messages, a buyer's last word, or a buyer's open
 * offer to decide. A thread the seller answered last waits for the buyer instead.
 */
export function isAwaitingSeller(thread: ChatThread): boolean {
  if (thread.isBlocked) return false;
  if (thread.unreadCount > 0) return true;
  if (thread.openOffer?.madeBy === 'buyer') return true;
  return thread.lastMessage !== null && !thread.lastMessage.isOwn;
}

/** Unread threads first, then the rest; the server's latest-first order within each. */
export function sellerTasksOf(threads: ChatThread[]): ChatThread[] {
  const waiting = threads.filter(isAwaitingSeller);
  return [
    ...waiting.filter((thread) => thread.unreadCount > 0),
    ...waiting.filter((thread) => thread.unreadCount === 0),
  ];
}
