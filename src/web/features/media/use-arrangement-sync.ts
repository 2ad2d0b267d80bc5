import type { MediaAsset } from '@shared/media/media-asset.schema';
import { useEffect, useRef } from 'react';
import { arrangementKey, arrangementRequest } from './gallery-arrangement';

export const arrangementSaveDelayMs = 600;

/**
 * Saves the gallery order and cover photo (PUT /api/media/arrangement) a moment after the last
 * change, so dragging across five places sends one request. A failure keeps the local order
 * (it is sent again with the next change) and is reported through `onFailure`. A change still
 * waiting when the gallery goes away is sent at once.
 */
export function useArrangementSync(
  assets: readonly MediaAsset[],
  save: (request: { ids: string[]; primaryId: string }) => Promise<void>,
  onFailure: (error: unknown) => void,
  delayMs = arrangementSaveDelayMs,
) {
  const key = arrangementKey(assets);
  const savedKey = useRef(key);
  const latest = useRef({ assets, save, onFailure });
  latest.current = { assets, save, onFailure };

  useEffect(() => {
    if (key === savedKey.current) return;
    const timer = setTimeout(() => {
      const request = arrangementRequest(latest.current.assets);
      if (!request) {
        savedKey.current = key;
        return;
      }
      latest.current.save(request).then(
        () => {
          savedKey.current = key;
        },
        (error: unknown) => latest.current.onFailure(error),
      );
    }, delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);

  useEffect(
    () => () => {
      const request = arrangementRequest(latest.current.assets);
      if (request && arrangementKey(latest.current.assets) !== savedKey.current) {
        latest.current.save(request).catch(() => {});
      }
    },
    [],
  );
}
