import { chatEndpoints } from '@shared/chat/chat.endpoints';
import type { MessageListResponse } from '@shared/chat/chat.schema';
import { chatMessagesPageSize } from '@shared/chat/chat-constants';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { chatQueryKeys } from './chat-query-keys';

export type MessagePage = MessageListResponse['data'];
/** pages[0] is the newest page; each further page holds older messages (oldest first inside a page). */
export type MessagePages = InfiniteData<MessagePage, string | null>;

export async function getMessages(threadId: string, before: string | null): Promise<MessagePage> {
  const response = await apiClient.call(chatEndpoints.listMessages, {
    params: { threadId },
    query: { limit: chatMessagesPageSize, ...(before ? { before } : {}) },
  });
  return response.data;
}

export function useMessages(userId: string, threadId: string) {
  return useInfiniteQuery<MessagePage, Error, MessagePages, readonly string[], string | null>({
    queryKey: chatQueryKeys.messages(userId, threadId),
    queryFn: ({ pageParam }) => getMessages(threadId, pageParam),
    initialPageParam: null,
    getNextPageParam: (page): string | null => (page.hasOlder ? (page.messages[0]?.id ?? null) : null),
  });
}
