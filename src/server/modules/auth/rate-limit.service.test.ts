import { describe, expect, it } from 'vitest';
import { failureDelayMs } from './rate-limit.service';

describe('failureDelayMs', () => {
  it('does not delay the first three failures', () => {
    expect([0, 1, 2].map((failures) => failureDelayMs(failures, 250))).toEqual([0, 0, 0]);
  });

  it('doubles from the base after three failures, up to 4 s', () => {
    expect([3, 4, 5, 6, 7, 8, 9, 20].map((failures) => failureDelayMs(failures, 250))).toEqual([
      250, 500, 1000, 2000, 4000, 4000, 4000, 4000,
    ]);
  });

  it('scales with the configured base (tests use 1 ms)', () => {
    expect(failureDelayMs(3, 1)).toBe(1);
    expect(failureDelayMs(12, 1)).toBe(16);
    expect(failureDelayMs(5, 0)).toBe(0);
  });
});
