import type { MediaAsset } from '@shared/media/media-asset.schema';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api-client/api-error';

export const altTextPollIntervalMs = 1500;

/**
 * While the AI writes alt texts (status generating), asks for those photos every ~1.5 s and hands
 * over each one whose status changed. A photo the server no longer knows (404) is not asked again.
 */
export function useAltTextPolling(
  assets: readonly MediaAsset[],
  load: (id: string, signal: AbortSignal) => Promise<MediaAsset>,
  onChanged: (asset: MediaAsset) => void,
  intervalMs = altTextPollIntervalMs,
) {
  const goneIds = useRef(new Set<string>());
  const latest = useRef({ load, onChanged });
  latest.current = { load, onChanged };
  const generatingKey = assets
    .filter((asset) => asset.altTextStatus === 'generating' && !goneIds.current.has(asset.id))
    .map((asset) => asset.id)
    .join(',');

  useEffect(() => {
    if (generatingKey === '') return;
    const ids = generatingKey.split(',');
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const pending = ids.filter((id) => !goneIds.current.has(id));
      if (pending.length === 0) return;
      const results = await Promise.allSettled(
        pending.map((id) => latest.current.load(id, controller.signal)),
      );
      if (controller.signal.aborted) return;
      results.forEach((result, index) => {
        if (result.status === 'fulfilled') {
          if (result.value.altTextStatus !== 'generating') latest.current.onChanged(result.value);
          return;
        }
        const id = pending[index];
        if (id && result.reason instanceof ApiError && result.reason.status === 404) goneIds.current.add(id);
      });
      timer = setTimeout(poll, intervalMs);
    };
    timer = setTimeout(poll, intervalMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [generatingKey, intervalMs]);
}
