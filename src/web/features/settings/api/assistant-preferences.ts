import { chatAssistantEndpoints } from '@shared/chat/chat-assistant.endpoints';
import type { AssistantPreferences } from '@shared/chat/chat-assistant.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export const assistantPreferencesQueryKey = ['chat', 'assistant-preferences'] as const;

/** GET /chat/assistant/preferences. */
export async function getAssistantPreferences(signal?: AbortSignal): Promise<AssistantPreferences> {
  const response = await apiClient.call(chatAssistantEndpoints.getAssistantPreferences, { signal });
  return response.data;
}

/** PUT /chat/assistant/preferences. */
export async function updateAssistantPreferences(input: AssistantPreferences): Promise<AssistantPreferences> {
  const response = await apiClient.call(chatAssistantEndpoints.updateAssistantPreferences, { body: input });
  return response.data;
}

export function useAssistantPreferences(options: { isEnabled: boolean }) {
  return useQuery({
    queryKey: assistantPreferencesQueryKey,
    queryFn: ({ signal }) => getAssistantPreferences(signal),
    enabled: options.isEnabled,
  });
}

export function useUpdateAssistantPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssistantPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(assistantPreferencesQueryKey, saved);
      // Suggestions depend on whether the assistant is on.
      void queryClient.invalidateQueries({ queryKey: ['chat', 'assistant-suggestions'] });
    },
  });
}
