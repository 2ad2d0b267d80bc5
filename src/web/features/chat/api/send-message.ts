import { chatEndpoints } from '@shared/chat/chat.endpoints';
import type { ChatMessage } from '@shared/chat/chat.schema';
import { apiClient } from '../../../lib/api';

/** Idempotent by clientId: a retry answers 200 with the message the first try created. */
export async function sendMessage(threadId: string, clientId: string, body: string): Promise<ChatMessage> {
  const response = await apiClient.call(chatEndpoints.sendMessage, {
    params: { threadId },
    body: { clientId, body },
  });
  return response.data.message;
}
