import { describe, expect, it } from 'vitest';
import { clampSearchRadiusKm } from './search-radius';

describe('clampSearchRadiusKm', () => {
  it('rounds values inside the range', () => {
    expect(clampSearchRadiusKm(0)).toBe(0);
    expect(clampSearchRadiusKm(24.4)).toBe(24);
    expect(clampSearchRadiusKm(24.5)).toBe(25);
    expect(clampSearchRadiusKm(200)).toBe(200);
  });

  it('caps at 200 km', () => {
    expect(clampSearchRadiusKm(200.4)).toBe(200);
    expect(clampSearchRadiusKm(5000)).toBe(200);
    expect(clampSearchRadiusKm(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('gives 0 for negative or non-finite values', () => {
    expect(clampSearchRadiusKm(-0.4)).toBe(0);
    expect(clampSearchRadiusKm(-30)).toBe(0);
    expect(clampSearchRadiusKm(Number.NaN)).toBe(0);
  });
});
