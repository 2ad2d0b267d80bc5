import { mediaEndpoints } from '@shared/media/media.endpoints';
import type { CropArea, CropAspect, MediaAsset } from '@shared/media/media-asset.schema';
import { apiClient } from '../../../lib/api';

/** Crops on the server from the upright original; the answer carries the new variant URLs. */
export async function cropMediaAsset(
  id: string,
  request: { aspect: CropAspect; area: CropArea; zoom: number },
): Promise<MediaAsset> {
  const response = await apiClient.call(mediaEndpoints.cropMedia, { params: { id }, body: request });
  return response.data.asset;
}
