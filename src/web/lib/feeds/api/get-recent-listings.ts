import { type ListingCard, listingFeedResponseSchema } from '@shared/listings/listing.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api';
import { feedRefreshMs } from '../feed-refresh';

export async function getRecentListings(limit: number): Promise<ListingCard[]> {
  const response = await apiClient.get('/feeds/recent', {
    query: { limit },
    schema: listingFeedResponseSchema,
    auth: false,
  });
  return response.data.listings;
}

export function useRecentListings(limit = 12) {
  return useQuery({
    queryKey: ['feeds', 'recent', limit],
    queryFn: () => getRecentListings(limit),
    refetchInterval: feedRefreshMs,
  });
}
