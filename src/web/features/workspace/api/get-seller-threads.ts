import { chatEndpoints } from '@shared/chat/chat.endpoints';
import type { ChatThread } from '@shared/chat/chat.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { sellerTasksOf } from '../seller-tasks';

/** How many of the seller's latest threads the tasks section looks through. */
const threadsLooked = 50;

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
