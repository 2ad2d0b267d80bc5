import { chatEndpoints } from '@shared/chat/chat.endpoints';
import type { ThreadListResponse } from '@shared/chat/chat.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { chatQueryKeys } from './chat-query-keys';

export type ThreadList = ThreadListResponse['data'];

/** Spec §9: the thread list and its unread counts refresh every 30 seconds besides the live socket. */
export const threadsPollMs = 30_000;
export const threadsPageSize = 50;

export async function getThreads(): Promise<ThreadList> {
  const response = await apiClient.call(chatEndpoints.listThreads, {
    query: { status: 'all', role: 'all', limit: threadsPageSize },
  });
  return response.data;
}

export function useThreads(userId: string) {
  return useQuery({
    queryKey: chatQueryKeys.threads(userId),
    queryFn: getThreads,
    refetchInterval: threadsPollMs,
    refetchOnWindowFocus: true,
  });
}
