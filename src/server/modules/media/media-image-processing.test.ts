import { describe, expect, it } from 'vitest';
import { cropRectangleOf } from './media-image-processing';
import { isPublicVariantKey } from './media-storage-selection';
import { createProcessingLimit } from './processing-limit';

describe('cropRectangleOf', () => {
  it('turns fractions of the upright picture into whole pixels', () => {
    expect(cropRectangleOf({ x: 0, y: 0.125, width: 1, height: 0.75 }, 300, 400)).toEqual({
      left: 0,
      top: 50,
      width: 300,
      height: 300,
    });
    expect(cropRectangleOf({ x: 0.25, y: 0.25, width: 0.5, height: 0.5 }, 641, 481)).toEqual({
      left: 160,
      top: 120,
      width: 321,
      height: 241,
    });
  });

  it('stays inside the picture and at least one pixel, whatever rounding does', () => {
    expect(cropRectangleOf({ x: 0.9999, y: 0.9999, width: 0.0001, height: 0.0001 }, 100, 100)).toEqual({
      left: 99,
      top: 99,
      width: 1,
      height: 1,
    });
    const edge = cropRectangleOf({ x: 0.5, y: 0, width: 0.5001, height: 1 }, 101, 10);
    expect(edge.left + edge.width).toBeLessThanOrEqual(101);
  });
});

describe('isPublicVariantKey', () => {
  it('serves variants and never originals or odd paths', () => {
    expect(isPublicVariantKey('uploads/0d0c-1a2b/detail.webp')).toBe(true);
    expect(isPublicVariantKey('seed/blue-sofa/1/card.webp')).toBe(true);
    expect(isPublicVariantKey('originals/owner/asset')).toBe(false);
    expect(isPublicVariantKey('originals/owner/asset/detail.webp')).toBe(false);
    expect(isPublicVariantKey('uploads/../originals/x/detail.webp')).toBe(false);
    expect(isPublicVariantKey('uploads/a/original.jpg')).toBe(false);
    expect(isPublicVariantKey('auth-secret')).toBe(false);
  });
});

describe('createProcessingLimit', () => {
  it('runs at most its capacity at once, a heavy task taking all of it, in arrival order', async () => {
    const limit = createProcessingLimit(2);
    const events: string[] = [];
    let running = 0;
    let peak = 0;
    const task = (name: string, ms: number) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const results = await Promise.all([
      limit.run(task('a', 30)),
      limit.run(task('b', 10)),
      limit.run(task('heic', 10), 2),
      limit.run(task('c', 5)),
    ]);
    expect(results).toEqual(['a', 'b', 'heic', 'c']);
    expect(peak).toBe(2);
    // The HEIC waits for both slots; c queues behind it instead of overtaking.
    expect(events.indexOf('start heic')).toBeGreaterThan(events.indexOf('end a'));
    expect(events.indexOf('start c')).toBeGreaterThan(events.indexOf('start heic'));
    expect(limit.running).toBe(0);
  });

  it('frees its slot when a task fails', async () => {
    const limit = createProcessingLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(limit.run(async () => 'next')).resolves.toBe('next');
  });
});
