import type { DealSegmentId } from '@shared/deals/deal-segments';
import { dealsEndpoints } from '@shared/deals/deals.endpoints';
import type { DealsResponse } from '@shared/deals/deals.schema';
import type { LocationSelection } from '@shared/locations/location.schema';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { firstPageRefreshMs } from '../../../lib/feeds/feed-refresh';

export const dealsPageSize = 24;

/** The stored location as request parameters; only the nearby segment sends it. */
function locationQuery(location: LocationSelection | null) {
  if (!location) return {};
  return {
    loc: location.slug ?? undefined,
    lat: location.coordinates.latitude.toFixed(4),
    lng: location.coordinates.longitude.toFixed(4),
    radius: location.radiusKm > 0 ? String(location.radiusKm) : undefined,
  };
}

export async function getDealSegment(
  segment: DealSegmentId,
  options: { cursor: string | null; location: LocationSelection | null; signal?: AbortSignal },
): Promise<DealsResponse['data']> {
  const response = await apiClient.call(dealsEndpoints.getDealSegment, {
    params: { segment },
    query: { limit: dealsPageSize, cursor: options.cursor ?? undefined, ...locationQuery(options.location) },
    signal: options.signal,
  });
  return response.data;
}

export function useDealSegment(segment: DealSegmentId, location: LocationSelection | null) {
  const sentLocation = segment === 'nearby' ? location : null;
  const locationKey = sentLocation
    ? [sentLocation.coordinates.latitude, sentLocation.coordinates.longitude, sentLocation.radiusKm]
    : null;
  return useInfiniteQuery({
    queryKey: ['deals', segment, locationKey],
    queryFn: ({ pageParam, signal }) =>
      getDealSegment(segment, { cursor: pageParam, location: sentLocation, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Deals are feeds too (spec §9: 30 s refresh).
    refetchInterval: firstPageRefreshMs,
  });
}
