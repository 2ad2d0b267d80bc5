import { type MediaAsset, mediaAssetListResponseSchema } from '@shared/media/media-asset.schema';
import { apiClient } from '../../../../lib/api';

/** The photos of a resumed draft, in its gallery order (`GET /api/media?ids=`). */
export async function getDraftMedia(mediaIds: readonly string[]): Promise<MediaAsset[]> {
  if (mediaIds.length === 0) return [];
  const response = await apiClient.get('/media', {
    query: { ids: mediaIds.join(',') },
    schema: mediaAssetListResponseSchema,
  });
  return response.data.assets;
}
