import { describe, expect, it } from 'vitest';
import { roundAskingPrice } from './asking-prices';

describe('roundAskingPrice', () => {
  it('rounds like private sellers do', () => {
    expect(roundAskingPrice(4.37)).toBe(4.5);
    expect(roundAskingPrice(23.4)).toBe(23);
    expect(roundAskingPrice(183)).toBe(185);
    expect(roundAskingPrice(1234)).toBe(1250);
    expect(roundAskingPrice(0.2)).toBe(1);
  });
});
