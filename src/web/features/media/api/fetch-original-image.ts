import { mediaEndpoints } from '@shared/media/media.endpoints';
import { apiErrorFromBody, networkFailureError } from '../../../lib/api-client/api-error';
import { endpointUrl } from '../../../lib/api-client/request-url';
import type { MediaSession } from './media-session';

/**
 * The private original (owner only, bearer token) as an object URL the cropper can show; a binary
 * answer, so fetched here with the path from the contract. The caller revokes the URL when done.
 */
export async function fetchOriginalImage(
  id: string,
  session: MediaSession,
  signal?: AbortSignal,
): Promise<string> {
  const url = endpointUrl(mediaEndpoints.getOriginal, { params: { id } });
  const load = async () => {
    const token = await session.getAccessToken();
    try {
      return await fetch(url, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw networkFailureError(error);
    }
  };
  let response = await load();
  if (response.status === 401 && (await session.refresh())) response = await load();
  if (!response.ok) throw apiErrorFromBody(response.status, undefined);
  return URL.createObjectURL(await response.blob());
}
