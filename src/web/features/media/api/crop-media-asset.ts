import {
  type CropArea,
  type CropAspect,
  type MediaAsset,
  mediaAssetResponseSchema,
} from '@shared/media/media-asset.schema';
import { apiClient } from '../../../lib/api';

/** Crops on the server from the upright original; the answer carries the new variant URLs. */
export async function cropMediaAsset(
  id: string,
  request: { aspect: CropAspect; area: CropArea; zoom: number },
): Promise<MediaAsset> {
  const response = await apiClient.post(`/media/${encodeURIComponent(id)}/crop`, request, {
    schema: mediaAssetResponseSchema,
  });
  return response.data.asset;
}
