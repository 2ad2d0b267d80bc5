import type { Place } from '@shared/locations/location.schema';
import { locationsEndpoints } from '@shared/locations/locations.endpoints';
import { apiClient } from '../../api';

/** "Use my location": the German place nearest to the browser's position, for its label. */
export async function getNearestPlace(latitude: number, longitude: number): Promise<Place> {
  const response = await apiClient.call(locationsEndpoints.getNearestPlace, {
    query: { lat: latitude, lng: longitude },
  });
  return response.data.place;
}
