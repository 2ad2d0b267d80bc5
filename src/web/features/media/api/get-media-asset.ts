import { type MediaAsset, mediaAssetResponseSchema } from '@shared/media/media-asset.schema';
import { apiClient } from '../../../lib/api';

export async function getMediaAsset(id: string, signal?: AbortSignal): Promise<MediaAsset> {
  const response = await apiClient.get(`/media/${encodeURIComponent(id)}`, {
    schema: mediaAssetResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return response.data.asset;
}
