import { mediaEndpoints } from '@shared/media/media.endpoints';
import { apiClient } from '../../../lib/api';

/** `DELETE /api/media/{id}`: the photo with its original and variants. */
export async function deleteMediaAsset(id: string): Promise<void> {
  await apiClient.call(mediaEndpoints.deleteMedia, { params: { id } });
}
