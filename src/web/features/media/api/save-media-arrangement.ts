import { mediaEndpoints } from '@shared/media/media.endpoints';
import { apiClient } from '../../../lib/api';

/** `PUT /api/media/arrangement`: the gallery order (first = position 0) and the cover photo. */
export async function saveMediaArrangement(request: { ids: string[]; primaryId: string }): Promise<void> {
  await apiClient.call(mediaEndpoints.arrangeMedia, { body: request });
}
