import { mediaEndpoints } from '@shared/media/media.endpoints';
import type { MediaAsset } from '@shared/media/media-asset.schema';
import { apiClient } from '../../../../lib/api';

/** The photos of a resumed draft, in its gallery order (`GET /api/media?ids=`). */
export async function getDraftMedia(mediaIds: readonly string[]): Promise<MediaAsset[]> {
  if (mediaIds.length === 0) return [];
  const response = await apiClient.call(mediaEndpoints.listMedia, { query: { ids: mediaIds.join(',') } });
  return response.data.assets;
}
