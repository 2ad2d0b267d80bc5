import { priceDropsFeedResponseSchema } from '@shared/deals/deals.schema';
import type { SearchResult } from '@shared/search/search.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { feedRefreshMs } from '../../../lib/feeds/feed-refresh';

export async function getPriceDrops(limit: number, signal?: AbortSignal): Promise<SearchResult[]> {
  const response = await apiClient.get('/feeds/price-drops', {
    query: { limit },
    schema: priceDropsFeedResponseSchema,
    auth: false,
    signal,
  });
  return response.data.listings;
}

export function usePriceDrops(limit = 12) {
  return useQuery({
    queryKey: ['feeds', 'price-drops', limit],
    queryFn: ({ signal }) => getPriceDrops(limit, signal),
    refetchInterval: feedRefreshMs,
  });
}
