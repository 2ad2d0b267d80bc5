import { cropAreaSchema } from '@shared/media/media-asset.schema';
import { describe, expect, it } from 'vitest';
import { cropAspectRatios, toCropArea, toPercentArea } from './crop-area';

describe('toCropArea', () => {
  it('turns the cropper percentages into fractions of the original', () => {
    expect(toCropArea({ x: 10, y: 20, width: 50, height: 37.5 })).toEqual({
      x: 0.1,
      y: 0.2,
      width: 0.5,
      height: 0.375,
    });
  });

  it('gives the whole image for 0/0/100/100', () => {
    expect(toCropArea({ x: 0, y: 0, width: 100, height: 100 })).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });

  it('clamps rounding overshoot so the area stays inside the image and passes the shared schema', () => {
    const area = toCropArea({ x: -0.0001, y: 12.5, width: 100.0003, height: 87.50002 });
    expect(area).toEqual({ x: 0, y: 0.125, width: 1, height: 0.875 });
    expect(cropAreaSchema.safeParse(area).success).toBe(true);
  });

  it('is null without an area (the missing-crop-area case) or with an empty one', () => {
    expect(toCropArea(null)).toBeNull();
    expect(toCropArea(undefined)).toBeNull();
    expect(toCropArea({ x: 10, y: 10, width: 0, height: 50 })).toBeNull();
    expect(toCropArea({ x: 120, y: 10, width: 20, height: 50 })).toBeNull();
    expect(toCropArea({ x: 0, y: 0, width: Number.NaN, height: 50 })).toBeNull();
  });

  it('counts an area chosen inside an earlier crop in fractions of the whole original', () => {
    const earlier = { x: 0.2, y: 0.1, width: 0.5, height: 0.8 };
    // The left half of the shown (already cropped) image, full height.
    expect(toCropArea({ x: 0, y: 0, width: 50, height: 100 }, earlier)).toEqual({
      x: 0.2,
      y: 0.1,
      width: 0.25,
      height: 0.8,
    });
    expect(toCropArea({ x: 50, y: 50, width: 50, height: 50 }, earlier)).toEqual({
      x: 0.45,
      y: 0.5,
      width: 0.25,
      height: 0.4,
    });
  });
});

describe('toPercentArea', () => {
  it('is the inverse of toCropArea for the whole image and inside a frame', () => {
    const area = { x: 0.25, y: 0.1, width: 0.5, height: 0.6 };
    expect(toCropArea(toPercentArea(area))).toEqual(area);
    const frame = { x: 0.1, y: 0.2, width: 0.8, height: 0.5 };
    const inner = { x: 0.3, y: 0.3, width: 0.4, height: 0.25 };
    expect(toCropArea(toPercentArea(inner, frame), frame)).toEqual(inner);
  });
});

describe('cropAspectRatios', () => {
  it('has the three ratios of spec §9', () => {
    expect(cropAspectRatios).toEqual({ '1:1': 1, '4:3': 4 / 3, '3:4': 3 / 4 });
  });
});
