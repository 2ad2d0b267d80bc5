import { mediaEndpoints } from '@shared/media/media.endpoints';
import type { MediaAsset } from '@shared/media/media-asset.schema';
import { apiClient } from '../../../lib/api';

/** The seller saves their own words (edited) or accepts the text (accepted). */
export async function updateAltText(
  id: string,
  request: { altText: string; status: 'edited' | 'accepted' },
): Promise<MediaAsset> {
  const response = await apiClient.call(mediaEndpoints.updateAltText, { params: { id }, body: request });
  return response.data.asset;
}
