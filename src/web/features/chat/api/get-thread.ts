import { chatEndpoints } from '@shared/chat/chat.endpoints';
import type { ChatThread } from '@shared/chat/chat.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { chatQueryKeys } from './chat-query-keys';

export async function getThread(threadId: string): Promise<ChatThread> {
  const response = await apiClient.call(chatEndpoints.getThread, { params: { threadId } });
  return response.data.thread;
}

export function useThread(userId: string, threadId: string) {
  return useQuery({
    queryKey: chatQueryKeys.thread(userId, threadId),
    queryFn: () => getThread(threadId),
  });
}
