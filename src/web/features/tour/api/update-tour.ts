import { tourEndpoints } from '@shared/tour/tour.endpoints';
import type { TourResponse } from '@shared/tour/tour.schema';
import type { TourAction } from '@shared/tour/tour-machine';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { tourQueryKey } from './get-tour';

export async function updateTour(action: TourAction): Promise<TourResponse> {
  const response = await apiClient.call(tourEndpoints.updateTour, { body: { action } });
  return response.data;
}

/** One move of the tour; the overlay (layout) and the settings card share the answer through the cache. */
export function useUpdateTour(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTour,
    onSuccess: (response) => queryClient.setQueryData(tourQueryKey(userId), response),
    // A refusal means the shown state is out of date (another tab moved the tour).
    onError: () => void queryClient.invalidateQueries({ queryKey: tourQueryKey(userId) }),
  });
}
