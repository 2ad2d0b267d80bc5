import type { chatAssistantEndpoints } from '@shared/chat/chat-assistant.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import {
  getAssistantPreferences,
  suggestReplies,
  updateAssistantPreferences,
} from './assistant/assistant.service';
import { createOpenAiAssistant } from './assistant/openai-assistant.provider';

export function chatAssistantHandlers(deps: AppDependencies): GroupHandlers<typeof chatAssistantEndpoints> {
  const { db } = deps.database;
  const { baseUrl, model } = deps.config.ai;
  // The same switch as drafting: the OpenAI-compatible provider when it is configured.
  const remote = baseUrl && model ? createOpenAiAssistant({ config: deps.config }) : null;

  return {
    getAssistantPreferences: async ({ auth }) => ({ data: await getAssistantPreferences(db, auth.userId) }),
    updateAssistantPreferences: async ({ auth, body }) => ({
      data: await updateAssistantPreferences(db, auth.userId, body),
    }),
    getAssistantSuggestions: async ({ auth, params, query, request }) => ({
      data: await suggestReplies(
        { db, remote, log: request.log },
        auth.userId,
        params.threadId,
        query.messageId,
      ),
    }),
  };
}
