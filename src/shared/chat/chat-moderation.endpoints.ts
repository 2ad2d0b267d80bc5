import { defineEndpoint, permission } from '../api/endpoint';
import {
  chatFlagListQuerySchema,
  chatFlagListResponseSchema,
  chatFlagParamsSchema,
  chatFlagResponseSchema,
  decideChatFlagRequestSchema,
  updateChatFlagRequestSchema,
} from './chat-moderation.schema';

const tags = ['chat moderation'];
const moderators = permission('moderation:review');

export const chatModerationEndpoints = {
  listChatFlags: defineEndpoint({
    method: 'GET',
    path: '/admin/chat-flags',
    summary: 'The chat moderation queue, filtered by status and severity, most severe and oldest first',
    tags,
    access: moderators,
    query: chatFlagListQuerySchema,
    responses: { 200: chatFlagListResponseSchema },
    errors: [],
  }),
  getChatFlag: defineEndpoint({
    method: 'GET',
    path: '/admin/chat-flags/:flagId',
    summary: 'One flag with its context and history',
    tags,
    access: moderators,
    params: chatFlagParamsSchema,
    responses: { 200: chatFlagResponseSchema },
    errors: ['NOT_FOUND'],
  }),
  updateChatFlag: defineEndpoint({
    method: 'PATCH',
    path: '/admin/chat-flags/:flagId',
    summary: 'Take a flag under review, escalate it, or write notes',
    tags,
    access: moderators,
    params: chatFlagParamsSchema,
    body: updateChatFlagRequestSchema,
    responses: { 200: chatFlagResponseSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  decideChatFlag: defineEndpoint({
    method: 'POST',
    path: '/admin/chat-flags/:flagId/decision',
    summary:
      'Approve (delivers the held message), reject (the sender is told), or reject and block the sender',
    tags,
    access: moderators,
    params: chatFlagParamsSchema,
    body: decideChatFlagRequestSchema,
    responses: { 200: chatFlagResponseSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};
