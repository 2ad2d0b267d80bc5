import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishToEbay, useEbayConnection } from '../../../../lib/marketplaces/ebay-connection';
import { myListingsQueryKey } from './get-my-listings';

/** Bulk "Publish on eBay" and the panel's "Retry publish": one request, one answer per listing. */
export function usePublishMyListingsToEbay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishToEbay,
    // New jobs and channel chips: the overview and any open status panel read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myListingsQueryKey }),
  });
}

/** Publishing is offered only when eBay is set up here, open to this seller and connected (ADR 073). */
export function useCanPublishToEbay(): boolean {
  const connection = useEbayConnection();
  const data = connection.data;
  return data !== undefined && data.configured && data.available && data.status === 'connected';
}
