import { type NearbyFeedResponse, nearbyFeedResponseSchema } from '@shared/deals/deals.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { feedRefreshMs } from '../../../lib/feeds/feed-refresh';

/** Where "near you" looks; null is nationwide. */
export interface NearbyPoint {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export async function getNearbyListings(
  point: NearbyPoint | null,
  limit: number,
  signal?: AbortSignal,
): Promise<NearbyFeedResponse['data']> {
  const response = await apiClient.get('/feeds/nearby', {
    query: {
      limit,
      lat: point?.latitude.toFixed(4),
      lng: point?.longitude.toFixed(4),
      radius: point?.radiusKm,
    },
    schema: nearbyFeedResponseSchema,
    auth: false,
    signal,
  });
  return response.data;
}

export function useNearbyListings(point: NearbyPoint | null, limit = 12) {
  return useQuery({
    queryKey: ['feeds', 'nearby', point, limit],
    queryFn: ({ signal }) => getNearbyListings(point, limit, signal),
    refetchInterval: feedRefreshMs,
  });
}
