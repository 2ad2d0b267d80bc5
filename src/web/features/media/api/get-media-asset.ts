import { mediaEndpoints } from '@shared/media/media.endpoints';
import type { MediaAsset } from '@shared/media/media-asset.schema';
import { apiClient } from '../../../lib/api';

/** `GET /api/media/{id}`: one of the caller's photos. */
export async function getMediaAsset(id: string, signal?: AbortSignal): Promise<MediaAsset> {
  const response = await apiClient.call(mediaEndpoints.getMedia, { params: { id }, signal });
  return response.data.asset;
}
