import { describe, expect, it } from 'vitest';
import { createZipfPicker, seededRandom } from './zipf-picker';

describe('Zipf picker', () => {
  it('gives rank k a share proportional to 1/k^s', () => {
    const picker = createZipfPicker(['a', 'b', 'c', 'd'], { exponent: 1 });
    const harmonic = 1 + 1 / 2 + 1 / 3 + 1 / 4;
    expect(picker.probabilityOf(1)).toBeCloseTo(1 / harmonic, 10);
    expect(picker.probabilityOf(2)).toBeCloseTo(picker.probabilityOf(1) / 2, 10);
    expect(picker.probabilityOf(4)).toBeCloseTo(picker.probabilityOf(1) / 4, 10);
    expect(picker.probabilityOf(5)).toBe(0);
  });

  it('draws the head often and the tail rarely, close to the expected shares', () => {
    const items = Array.from({ length: 100 }, (_, index) => index + 1);
    const picker = createZipfPicker(items, { exponent: 1, random: seededRandom(42) });
    const counts = new Map<number, number>();
    const draws = 100_000;
    for (let draw = 0; draw < draws; draw += 1) {
      const item = picker.pick();
      counts.set(item, (counts.get(item) ?? 0) + 1);
    }
    for (const rank of [1, 2, 10, 100]) {
      const share = (counts.get(rank) ?? 0) / draws;
      expect(Math.abs(share - picker.probabilityOf(rank))).toBeLessThan(0.005);
    }
    expect(counts.get(1)).toBeGreaterThan((counts.get(2) ?? 0) * 1.8);
    expect([...counts.keys()].every((item) => item >= 1 && item <= 100)).toBe(true);
  });

  it('is uniform at exponent 0, repeatable for a seed, and refuses an empty list', () => {
    const uniform = createZipfPicker(['x', 'y'], { exponent: 0 });
    expect(uniform.probabilityOf(1)).toBe(0.5);
    const drawOf = () => {
      const picker = createZipfPicker(['a', 'b', 'c'], { random: seededRandom(7) });
      return Array.from({ length: 20 }, () => picker.pick()).join('');
    };
    expect(drawOf()).toBe(drawOf());
    expect(() => createZipfPicker([])).toThrow('at least one item');
  });
});
