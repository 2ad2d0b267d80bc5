import { locationSuggestionsMax, type Place } from '@shared/locations/location.schema';
import { locationsEndpoints } from '@shared/locations/locations.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api';

export interface LocationSuggestions {
  places: Place[];
  postalCode: string | null;
}

export async function suggestLocations(query: string, signal?: AbortSignal): Promise<LocationSuggestions> {
  const response = await apiClient.call(locationsEndpoints.suggestLocations, {
    query: { q: query, limit: locationSuggestionsMax },
    signal,
  });
  return response.data;
}

/** Suggestions for an already debounced query; nothing is asked for an empty one. */
export function useLocationSuggestions(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['locations', 'suggest', trimmed.toLowerCase()],
    queryFn: ({ signal }) => suggestLocations(trimmed, signal),
    enabled: trimmed.length > 0,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
}
