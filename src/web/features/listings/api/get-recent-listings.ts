import { type ListingCard, listingFeedResponseSchema } from '@shared/listings/listing.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** Spec §9: feeds refresh every 30 seconds. */
export const feedRefreshMs = 30_000;

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
