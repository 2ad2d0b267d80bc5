import type { CropArea, CropAspect } from '@shared/media/media-asset.schema';

/** react-easy-crop's `croppedArea`: percentages (0..100) of the image shown in the cropper. */
export interface PercentArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The whole upright original, as fractions. */
export const fullFrame: CropArea = { x: 0, y: 0, width: 1, height: 1 };

export const cropAspectRatios: Record<CropAspect, number> = { '1:1': 1, '4:3': 4 / 3, '3:4': 3 / 4 };

function clampUnit(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** Six decimals are finer than a pixel of any photo we accept, and keep the request readable. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * The crop to send: the cropper's percentages turned into fractions of the upright original.
 * `frame` is the part of the original the cropper showed (the whole photo, or an earlier crop when
 * only its cropped variant can be displayed). Null when there is no usable area yet.
 */
export function toCropArea(
  area: PercentArea | null | undefined,
  frame: CropArea = fullFrame,
): CropArea | null {
  if (!area || !Number.isFinite(area.width) || !Number.isFinite(area.height)) return null;
  const left = clampUnit(area.x / 100);
  const top = clampUnit(area.y / 100);
  const right = clampUnit((area.x + area.width) / 100);
  const bottom = clampUnit((area.y + area.height) / 100);
  if (right - left <= 0 || bottom - top <= 0) return null;
  const x = round(frame.x + left * frame.width);
  const y = round(frame.y + top * frame.height);
  return {
    x,
    y,
    width: round(Math.min((right - left) * frame.width, 1 - x)),
    height: round(Math.min((bottom - top) * frame.height, 1 - y)),
  };
}

/** The cropper's starting selection for a saved crop, in percentages of what the cropper shows. */
export function toPercentArea(area: CropArea, frame: CropArea = fullFrame): PercentArea {
  return {
    x: ((area.x - frame.x) / frame.width) * 100,
    y: ((area.y - frame.y) / frame.height) * 100,
    width: (area.width / frame.width) * 100,
    height: (area.height / frame.height) * 100,
  };
}
