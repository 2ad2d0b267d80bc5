import { dealsEndpoints } from '@shared/deals/deals.endpoints';
import type { SearchResult } from '@shared/search/search.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { feedRefreshMs } from '../../../lib/feeds/feed-refresh';

export async function getPriceDrops(limit: number, signal?: AbortSignal): Promise<SearchResult[]> {
  const response = await apiClient.call(dealsEndpoints.getPriceDropsFeed, { query: { limit }, signal });
  return response.data.listings;
}

export function usePriceDrops(limit = 12) {
  return useQuery({
    queryKey: ['feeds', 'price-drops', limit],
    queryFn: ({ signal }) => getPriceDrops(limit, signal),
    refetchInterval: feedRefreshMs,
  });
}
