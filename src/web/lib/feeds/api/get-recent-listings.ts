import type { ListingCard } from '@shared/listings/listing.schema';
import { listingFeedEndpoints } from '@shared/listings/listing-feeds.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api';
import { feedRefreshMs } from '../feed-refresh';

export async function getRecentListings(limit: number, signal?: AbortSignal): Promise<ListingCard[]> {
  const response = await apiClient.call(listingFeedEndpoints.getRecentListings, { query: { limit }, signal });
  return response.data.listings;
}

export function useRecentListings(limit = 12) {
  return useQuery({
    queryKey: ['feeds', 'recent', limit],
    queryFn: ({ signal }) => getRecentListings(limit, signal),
    refetchInterval: feedRefreshMs,
  });
}
