import type { QueryClient } from '@tanstack/react-query';

/**
 * After an offer changed, everything of the chat loads afresh (the thread's open offer and agreed
 * price, its messages, the thread lists, the seller's tasks), and the listing pages too: an accepted
 * offer reserves the listing. The prefix covers the chat's keys however they are cut (per user).
 */
export function invalidateOfferThread(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['chat'] }),
    queryClient.invalidateQueries({ queryKey: ['listings'] }),
  ]);
}
