import { type Place, placeResponseSchema } from '@shared/locations/location.schema';
import { apiClient } from '../../api';

/** "Use my location": the German place nearest to the browser's position, for its label. */
export async function getNearestPlace(latitude: number, longitude: number): Promise<Place> {
  const response = await apiClient.get('/locations/nearest', {
    query: { lat: latitude, lng: longitude },
    schema: placeResponseSchema,
    auth: false,
  });
  return response.data.place;
}
