import { chatAssistantEndpoints } from '@shared/chat/chat-assistant.endpoints';
import type { AssistantSuggestionsResponse } from '@shared/chat/chat-assistant.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export type AssistantSuggestions = AssistantSuggestionsResponse['data'];

export const assistantSuggestionsQueryKey = (threadId: string, messageId: string) =>
  ['chat', 'assistant-suggestions', threadId, messageId] as const;

/** GET /chat/threads/{id}/assistant/suggestions?messageId=: the seller's reply suggestions. */
export async function getAssistantSuggestions(
  threadId: string,
  messageId: string,
  signal?: AbortSignal,
): Promise<AssistantSuggestions> {
  const response = await apiClient.call(chatAssistantEndpoints.getAssistantSuggestions, {
    params: { threadId },
    query: { messageId },
    signal,
  });
  return response.data;
}

export function useAssistantSuggestions(
  threadId: string,
  messageId: string,
  options: { isEnabled: boolean },
) {
  return useQuery({
    queryKey: assistantSuggestionsQueryKey(threadId, messageId),
    queryFn: ({ signal }) => getAssistantSuggestions(threadId, messageId, signal),
    enabled: options.isEnabled,
    // A buyer's message does not change; the listing rarely does while the seller reads it.
    staleTime: 5 * 60_000,
  });
}
