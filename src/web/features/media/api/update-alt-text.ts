import { type MediaAsset, mediaAssetResponseSchema } from '@shared/media/media-asset.schema';
import { apiClient } from '../../../lib/api';

/** The seller saves their own words (edited) or accepts the text (accepted). */
export async function updateAltText(
  id: string,
  request: { altText: string; status: 'edited' | 'accepted' },
): Promise<MediaAsset> {
  const response = await apiClient.patch(`/media/${encodeURIComponent(id)}/alt-text`, request, {
    schema: mediaAssetResponseSchema,
  });
  return response.data.asset;
}
