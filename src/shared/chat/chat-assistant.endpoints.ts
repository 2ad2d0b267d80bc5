import { defineEndpoint, permission } from '../api/endpoint';
import { threadParamsSchema } from './chat.schema';
import {
  assistantPreferencesResponseSchema,
  assistantSuggestionsQuerySchema,
  assistantSuggestionsResponseSchema,
  updateAssistantPreferencesRequestSchema,
} from './chat-assistant.schema';

const tags = ['chat assistant'];
const sellers = permission('listings:sell');

export const chatAssistantEndpoints = {
  getAssistantPreferences: defineEndpoint({
    method: 'GET',
    path: '/chat/assistant/preferences',
    summary: "The seller's chat assistant preferences",
    tags,
    access: sellers,
    responses: { 200: assistantPreferencesResponseSchema },
    errors: [],
  }),
  updateAssistantPreferences: defineEndpoint({
    method: 'PUT',
    path: '/chat/assistant/preferences',
    summary: 'Turn suggestions on or off and choose the topics answered automatically',
    tags,
    access: sellers,
    body: updateAssistantPreferencesRequestSchema,
    responses: { 200: assistantPreferencesResponseSchema },
    errors: [],
  }),
  getAssistantSuggestions: defineEndpoint({
    method: 'GET',
    path: '/chat/threads/:threadId/assistant/suggestions',
    summary: "Reply suggestions for the seller on a buyer's message, from the listing's own data",
    tags,
    access: sellers,
    params: threadParamsSchema,
    query: assistantSuggestionsQuerySchema,
    responses: { 200: assistantSuggestionsResponseSchema },
    errors: ['NOT_FOUND', 'AI_UPSTREAM_FAILED'],
  }),
};
