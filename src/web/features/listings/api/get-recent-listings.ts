import { type ListingCard, listingFeedResponseSchema } from '@shared/listings/listing.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** Spec §9: feeds refresh every 30 seconds. */
export const feedRefreshMs = 30_000;

/**
 * For infinite feeds: refresh every 30 s only while the first page is the only one, so a reader
 * further down never sees the list shift under them.
 */
export const firstPageRefreshMs = (query: { state: { data?: { pages: unknown[] } } }) =>
  (query.state.data?.pages.length ?? 0) <= 1 ? feedRefreshMs : false;

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
