import { tourEndpoints } from '@shared/tour/tour.endpoints';
import type { TourResponse } from '@shared/tour/tour.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export const tourQueryKey = (userId: string | null) => ['tour', userId] as const;

export async function getTour(signal?: AbortSignal): Promise<TourResponse> {
  const response = await apiClient.call(tourEndpoints.getTour, { signal });
  return response.data;
}

/** The signed-in user's tour state; only asked for when the powerUserTour flag is on. */
export function useTour(userId: string | null, options: { isEnabled: boolean }) {
  return useQuery({
    queryKey: tourQueryKey(userId),
    queryFn: ({ signal }) => getTour(signal),
    enabled: options.isEnabled && userId !== null,
    staleTime: 60_000,
  });
}
