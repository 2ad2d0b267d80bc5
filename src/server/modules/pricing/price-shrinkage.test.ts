import { describe, expect, it } from 'vitest';
import { combineWithReference, plausibleFactor } from './price-shrinkage';

const euros = (value: number) => value * 100;

describe('shrinking comparables toward the reference', () => {
  it('keeps the reference alone when there are no comparables, as sure as the reference is', () => {
    expect(combineWithReference({ cents: euros(340), uncertainty: 0.3 }, [])).toMatchObject({
      cents: euros(340),
      comparablesWeight: 0,
      basis: 'reference',
      confidence: 'medium',
    });
    expect(combineWithReference({ cents: euros(30), uncertainty: 0.9 }, []).confidence).toBe('low');
  });

  it('lets one or two comparables move a known model only a little', () => {
    const result = combineWithReference({ cents: euros(340), uncertainty: 0.3 }, [euros(500)]);
    expect(result.basis).toBe('reference');
    expect(result.comparablesWeight).toBeLessThan(0.2);
    expect(result.cents!).toBeGreaterThan(euros(340));
    expect(result.cents!).toBeLessThan(euros(380));
  });

  it('lets twelve close comparables outweigh a category guess, with high confidence', () => {
    const sample = [95, 98, 100, 100, 102, 104, 96, 99, 101, 103, 97, 100].map(euros);
    const result = combineWithReference({ cents: euros(60), uncertainty: 0.9 }, sample);
    expect(result.basis).toBe('comparables');
    expect(result.comparablesWeight).toBeGreaterThan(0.9);
    expect(result.confidence).toBe('high');
    expect(result.cents!).toBeGreaterThan(euros(95));
  });

  it('weighs comparables more the more there are', () => {
    const reference = { cents: euros(50), uncertainty: 0.6 };
    const three = combineWithReference(reference, [80, 82, 78].map(euros));
    const nine = combineWithReference(reference, [80, 82, 78, 80, 81, 79, 80, 83, 77].map(euros));
    expect(nine.comparablesWeight).toBeGreaterThan(three.comparablesWeight);
    expect(nine.cents!).toBeGreaterThan(three.cents!);
  });

  it('weighs scattered comparables less than close ones', () => {
    const reference = { cents: euros(50), uncertainty: 0.6 };
    const close = combineWithReference(reference, [75, 80, 85, 80, 78].map(euros));
    const scattered = combineWithReference(reference, [20, 80, 300, 40, 150].map(euros));
    expect(scattered.comparablesWeight).toBeLessThan(close.comparablesWeight);
  });

  it('sets aside comparables implausibly far from the reference (a wardrobe among Kallax shelves)', () => {
    const result = combineWithReference({ cents: euros(60), uncertainty: 0.45 }, [
      euros(420),
      euros(400),
      euros(55),
    ]);
    expect(result.keptCents).toEqual([euros(55)]);
    expect(result.cents!).toBeLessThan(euros(65));
    expect(plausibleFactor(0.3)).toBe(2.5);
    expect(plausibleFactor(2)).toBe(8);
  });

  it('takes the comparables alone without a reference, and nothing from nothing', () => {
    expect(combineWithReference(null, [euros(10), euros(12), euros(14)])).toMatchObject({
      cents: euros(12),
      comparablesWeight: 1,
      basis: 'comparables',
    });
    expect(combineWithReference(null, []).cents).toBeNull();
  });
});
