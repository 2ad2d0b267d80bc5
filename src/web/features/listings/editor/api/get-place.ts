import type { Place } from '@shared/locations/location.schema';
import { locationsEndpoints } from '@shared/locations/locations.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api';

/** The listing's place by its slug (`GET /api/locations/{slug}`), to show its name. */
export async function getPlace(slug: string, signal?: AbortSignal): Promise<Place> {
  const response = await apiClient.call(locationsEndpoints.getPlace, { params: { slug }, signal });
  return response.data.place;
}

export function usePlace(slug: string) {
  return useQuery({
    queryKey: ['locations', 'place', slug],
    queryFn: ({ signal }) => getPlace(slug, signal),
    enabled: slug !== '',
    staleTime: 60 * 60_000,
  });
}
