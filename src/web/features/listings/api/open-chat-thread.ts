import { chatEndpoints } from '@shared/chat/chat.endpoints';
import type { ChatThread } from '@shared/chat/chat.schema';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** `POST /api/chat/threads`: the buyer's one thread about the listing, opened or returned. */
export async function openChatThread(listingId: string): Promise<ChatThread> {
  const response = await apiClient.call(chatEndpoints.openThread, { body: { listingId } });
  return response.data.thread;
}

export function useOpenChatThread() {
  return useMutation({ mutationFn: openChatThread });
}
