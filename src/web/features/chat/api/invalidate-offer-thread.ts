import type { QueryClient } from '@tanstack/react-query';
import { chatQueryKeys } from '../chat-query-keys';

/**
 * After an offer changed: the thread (open offer, agreed price), its messages, the thread list and
 * the listing pages (an accepted offer reserves the listing) load afresh.
 */
export function invalidateOfferThread(queryClient: QueryClient, threadId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: chatQueryKeys.thread(threadId) }),
    queryClient.invalidateQueries({ queryKey: chatQueryKeys.messages(threadId) }),
    queryClient.invalidateQueries({ queryKey: chatQueryKeys.threads }),
    queryClient.invalidateQueries({ queryKey: ['listings'] }),
  ]);
}
