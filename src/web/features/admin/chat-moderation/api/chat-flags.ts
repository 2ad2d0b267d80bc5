import type { ChatSeverity } from '@shared/chat/chat-filter.schema';
import { chatModerationEndpoints } from '@shared/chat/chat-moderation.endpoints';
import type {
  ChatFlag,
  ChatFlagListResponse,
  ChatFlagStatus,
  ChatModerationAction,
} from '@shared/chat/chat-moderation.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api';

export interface ChatFlagQuery {
  status?: ChatFlagStatus;
  severity?: ChatSeverity;
  page: number;
  pageSize: number;
}

/** Every cached queue page starts with this key, so a decision refreshes them all. */
export const chatFlagsQueryKeyRoot = ['admin', 'chat-flags'] as const;

export async function getChatFlags(query: ChatFlagQuery, signal?: AbortSignal) {
  const response = await apiClient.call(chatModerationEndpoints.listChatFlags, { query, signal });
  return response.data;
}

/** Keeps the previous page on screen while the next one loads, so the list does not jump. */
export function useChatFlags(query: ChatFlagQuery) {
  return useQuery({
    queryKey: [...chatFlagsQueryKeyRoot, query],
    queryFn: ({ signal }) => getChatFlags(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Puts the flag the server answered into every cached page that shows it. */
function useReplaceFlag() {
  const queryClient = useQueryClient();
  return (flag: ChatFlag) =>
    queryClient.setQueriesData<ChatFlagListResponse['data']>({ queryKey: chatFlagsQueryKeyRoot }, (data) =>
      data ? { ...data, flags: data.flags.map((entry) => (entry.id === flag.id ? flag : entry)) } : data,
    );
}

export interface FlagUpdate {
  flagId: string;
  status?: 'underReview' | 'escalated';
  notes?: string;
}

export function useUpdateChatFlag() {
  const replaceFlag = useReplaceFlag();
  return useMutation({
    mutationFn: async ({ flagId, ...body }: FlagUpdate) => {
      const response = await apiClient.call(chatModerationEndpoints.updateChatFlag, {
        params: { flagId },
        body,
      });
      return response.data.flag;
    },
    onSuccess: replaceFlag,
  });
}

export interface FlagDecision {
  flagId: string;
  action: ChatModerationAction;
  note?: string;
}

/**
 * A decided flag stays where it is until the queue is refetched (a filter on "open" would
 * otherwise drop it from under the moderator's pointer before they see the outcome).
 */
export function useDecideChatFlag() {
  const replaceFlag = useReplaceFlag();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ flagId, ...body }: FlagDecision) => {
      const response = await apiClient.call(chatModerationEndpoints.decideChatFlag, {
        params: { flagId },
        body,
      });
      return response.data.flag;
    },
    onSuccess: replaceFlag,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatFlagsQueryKeyRoot, refetchType: 'none' }),
  });
}
