import type { ListingCard } from '@shared/listings/listing.schema';
import { listingFeedEndpoints } from '@shared/listings/listing-feeds.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api';
import { feedRefreshMs } from '../feed-refresh';

export async function getRecentListings(limit: number, signal?: AbortSignal): Promise<ListingCard[]> {
  const response = await apiClient.call(listingFeedEndpoints.getRecentListings, { query: { limit }, signal });
  return response.data.listings;
}

/** The feed's query; the home page's first 12 are also fetched before the app's first render (ADR 089). */
export function recentListingsQuery(limit = 12) {
  return queryOptions({
    queryKey: ['feeds', 'recent', limit],
    queryFn: ({ signal }) => getRecentListings(limit, signal),
    refetchInterval: feedRefreshMs,
  });
}

export function useRecentListings(limit = 12) {
  return useQuery(recentListingsQuery(limit));
}
