import type { Language } from '@shared/i18n/languages';
import { mediaEndpoints } from '@shared/media/media.endpoints';
import type { MediaAsset } from '@shared/media/media-asset.schema';
import { apiClient } from '../../../lib/api';

/** Asks the AI to write the alt text again, in the listing's language; answers with status generating. */
export async function generateAltText(id: string, language: Language): Promise<MediaAsset> {
  const response = await apiClient.call(mediaEndpoints.generateAltText, {
    params: { id },
    body: { language },
  });
  return response.data.asset;
}
