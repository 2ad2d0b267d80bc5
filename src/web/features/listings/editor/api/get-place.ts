import { type Place, placeResponseSchema } from '@shared/locations/location.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api';

/** The listing's place by its slug (`GET /api/locations/{slug}`), to show its name. */
export async function getPlace(slug: string, signal?: AbortSignal): Promise<Place> {
  const response = await apiClient.get(`/locations/${encodeURIComponent(slug)}`, {
    schema: placeResponseSchema,
    auth: false,
    ...(signal ? { signal } : {}),
  });
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
