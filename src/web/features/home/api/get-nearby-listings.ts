import { dealsEndpoints } from '@shared/deals/deals.endpoints';
import type { NearbyFeedResponse } from '@shared/deals/deals.schema';
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
  const response = await apiClient.call(dealsEndpoints.getNearbyFeed, {
    query: {
      limit,
      lat: point?.latitude.toFixed(4),
      lng: point?.longitude.toFixed(4),
      radius: point ? String(point.radiusKm) : undefined,
    },
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
