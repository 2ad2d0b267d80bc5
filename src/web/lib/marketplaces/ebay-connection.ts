import type { MarketplaceConnection } from '@shared/marketplaces/marketplace.schema';
import { marketplacesEndpoints } from '@shared/marketplaces/marketplaces.endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api';

/**
 * Issue 19 (ADR 073): the seller's eBay connection and publishing, shared by the workspace's
 * integrations checklist and the listing editor (features do not import each other).
 */
export const ebayConnectionQueryKey = ['marketplaces', 'ebay', 'connection'] as const;

export async function getEbayConnection(signal?: AbortSignal): Promise<MarketplaceConnection> {
  const response = await apiClient.call(marketplacesEndpoints.getEbayConnection, { signal });
  return response.data;
}

export function useEbayConnection(options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: ebayConnectionQueryKey,
    queryFn: ({ signal }) => getEbayConnection(signal),
    enabled: options.isEnabled ?? true,
  });
}

/** eBay's consent page; the browser comes back to `returnTo` with `?ebay=connected|error`. */
export async function startEbayConnect(returnTo: string): Promise<string> {
  const response = await apiClient.call(marketplacesEndpoints.startEbayConnect, { body: { returnTo } });
  return response.data.authorizeUrl;
}

export function useDisconnectEbay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.call(marketplacesEndpoints.disconnectEbay, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ebayConnectionQueryKey }),
  });
}

export async function publishToEbay(listingIds: string[]) {
  const response = await apiClient.call(marketplacesEndpoints.publishToEbay, { body: { listingIds } });
  return response.data;
}
