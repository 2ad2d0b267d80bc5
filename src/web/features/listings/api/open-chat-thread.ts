import { chatEndpoints } from '@shared/chat/chat.endpoints';
import { type ChatThread, threadResponseSchema } from '@shared/chat/chat.schema';
import { useMutation } from '@tanstack/react-query';
import { track } from '../../../lib/analytics/analytics-client';
import { apiClient } from '../../../lib/api';

/** The answer with what its status says: 201 a new thread, 200 the one the buyer already had. */
const openedThread = (isNew: boolean) =>
  threadResponseSchema.transform(({ data }) => ({ thread: data.thread, isNew }));
const openThreadTellingNew = {
  ...chatEndpoints.openThread,
  responses: { 201: openedThread(true), 200: openedThread(false) },
};

/**
 * `POST /api/chat/threads`: the buyer's one thread about the listing, opened or returned. Only a new
 * thread is a started chat (`chat_started`, ADR 068); coming back to one is not.
 */
export async function openChatThread(listingId: string): Promise<ChatThread> {
  const { thread, isNew } = await apiClient.call(openThreadTellingNew, { body: { listingId } });
  if (isNew) track('chat_started', { listingId });
  return thread;
}

export function useOpenChatThread() {
  return useMutation({ mutationFn: openChatThread });
}
