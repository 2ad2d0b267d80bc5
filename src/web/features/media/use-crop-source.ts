import type { CropArea, MediaAsset } from '@shared/media/media-asset.schema';
import { useEffect, useState } from 'react';
import { fetchOriginalImage } from './api/fetch-original-image';
import { mediaSession } from './api/media-session';
import { fullFrame } from './crop-area';

export type CropSource =
  | { status: 'loading' }
  | {
      status: 'ready';
      url: string;
      /** The part of the upright original the image shows. */
      frame: CropArea;
      /** The saved crop to start from, within `frame`. */
      initialArea: CropArea | null;
    };

/**
 * What the cropper shows. An uncropped photo: its largest variant (upright, same proportions as
 * the original). A cropped one: the private original, so the seller can widen the crop again;
 * when the browser cannot show it (HEIC) or it cannot be loaded, the cropped variant, with the
 * new area counted inside the old one.
 */
export function useCropSource(asset: MediaAsset): CropSource {
  const variantUrl = asset.variants.zoom.url;
  const savedArea = asset.crop?.area ?? null;
  const canShowOriginal = savedArea !== null && asset.mimeType !== 'image/heic';
  const [source, setSource] = useState<CropSource>(() =>
    canShowOriginal
      ? { status: 'loading' }
      : { status: 'ready', url: variantUrl, frame: savedArea ?? fullFrame, initialArea: null },
  );

  useEffect(() => {
    if (!canShowOriginal || !savedArea) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchOriginalImage(asset.id, mediaSession, controller.signal).then(
      (url) => {
        objectUrl = url;
        if (controller.signal.aborted) return URL.revokeObjectURL(url);
        setSource({ status: 'ready', url, frame: fullFrame, initialArea: savedArea });
      },
      () => {
        if (!controller.signal.aborted) {
          setSource({ status: 'ready', url: variantUrl, frame: savedArea, initialArea: null });
        }
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [asset.id, canShowOriginal, savedArea, variantUrl]);

  return source;
}
