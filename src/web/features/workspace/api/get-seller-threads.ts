import { chatEndpoints } from '@shared/chat/chat.endpoints';
import type { ChatThread } from '@shared/chat/chat.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** How many of the seller's latest threads the tasks section looks through. */
const threadsLooked = 50;

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

/** GET /api/chat/threads?role=seller: the threads buyers opened about the seller's listings. */
export async function getSellerThreads(signal?: AbortSignal): Promise<ChatThread[]> {
  const response = await apiClient.call(chatEndpoints.listThreads, {
    query: { role: 'seller', status: 'all', limit: threadsLooked },
    signal,
  });
  return response.data.threads;
}

export function useSellerTasks() {
  return useQuery({
    // Under ['chat'], so whatever changes a thread refreshes the seller's tasks as well.
    queryKey: ['chat', 'threads', 'seller-tasks'],
    queryFn: ({ signal }) => getSellerThreads(signal),
    select: sellerTasksOf,
  });
}
