import { describe, expect, it } from 'vitest';
import { toCents, toEuros } from './cents';
import {
  calibrationFromFeedback,
  classifyPriceFeedback,
  computeFees,
  netProceedsCents,
  priceCeilingCents,
  priceFloorCents,
  priceNudges,
  roundSuggestionCents,
  summarizeSample,
} from './pricing-rules';

const feeAmounts = (priceEuros: number, top: string | null) =>
  Object.fromEntries(computeFees(toCents(priceEuros), top).map((fee) => [fee.id, toEuros(fee.amountCents)]));

describe('euros and cents (the one conversion)', () => {
  it('rounds floating-point noise to the nearest cent', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.15)).toBe(115);
    expect(toCents(0)).toBe(0);
    expect(toCents(0.004)).toBe(0);
    expect(toCents(0.005)).toBe(1);
    expect(toCents(10_000)).toBe(1_000_000);
  });

  it('turns whole cents back into exact euros, and round-trips', () => {
    expect(toEuros(1999)).toBe(19.99);
    expect(toEuros(30)).toBe(0.3);
    expect(toEuros(0)).toBe(0);
    expect(toEuros(toCents(0.1 + 0.2))).toBe(0.3);
    for (const euros of [0.01, 0.5, 9.95, 19.99, 1234.56]) expect(toEuros(toCents(euros))).toBe(euros);
  });
});

describe('floor and ceiling (spec §9, literally)', () => {
  it.each([
    [100, 95, 110],
    [20, 18, 25],
    [3, 2.7, 8],
    [50, 45, 55],
    [200, 195, 220],
    [0.5, 0.45, 5.5],
  ])('recommendation %s → floor %s, ceiling %s', (recommendation, floor, ceiling) => {
    expect(toEuros(priceFloorCents(toCents(recommendation)))).toBe(floor);
    expect(toEuros(priceCeilingCents(toCents(recommendation)))).toBe(ceiling);
  });

  it('rounds a share to the cent', () => {
    expect(toEuros(priceFloorCents(toCents(3.33)))).toBe(3);
    expect(toEuros(priceCeilingCents(toCents(99.99)))).toBe(109.99);
  });
});

describe('fees', () => {
  it('charges a fashion item 11 %, 2.9 % + 0.35, 12 % and 0.35', () => {
    expect(feeAmounts(40, 'fashion')).toEqual({
      sales_commission: 4.4,
      payment: 1.51,
      shipping_participation: 4.8,
      listing_fee: 0.35,
    });
    const fees = computeFees(4000, 'fashion');
    expect(toEuros(netProceedsCents(4000, fees))).toBe(28.94);
  });

  it('charges collectibles 9 % shipping participation and a 0.45 listing fee', () => {
    expect(feeAmounts(80, 'collectibles')).toEqual({
      sales_commission: 8.8,
      payment: 2.67,
      shipping_participation: 7.2,
      listing_fee: 0.45,
    });
    expect(toEuros(netProceedsCents(8000, computeFees(8000, 'collectibles')))).toBe(60.88);
  });

  it('charges electronics 10 % and everything else 8 % shipping participation', () => {
    expect(feeAmounts(100, 'electronics').shipping_participation).toBe(10);
    expect(feeAmounts(100, 'home').shipping_participation).toBe(8);
    expect(feeAmounts(100, null).shipping_participation).toBe(8);
  });

  it('rounds each fee half up to the cent', () => {
    // 19.99: 11 % = 2.1989 → 2.20; 2.9 % = 0.57971 → 0.58 + 0.35; 8 % = 1.5992 → 1.60.
    expect(feeAmounts(19.99, 'home')).toEqual({
      sales_commission: 2.2,
      payment: 0.93,
      shipping_participation: 1.6,
      listing_fee: 0.35,
    });
    expect(toEuros(netProceedsCents(1999, computeFees(1999, 'home')))).toBe(14.91);
  });

  it('describes each fee’s type and rate', () => {
    expect(computeFees(1000, 'fashion').map(({ id, type, rate }) => ({ id, type, rate }))).toEqual([
      { id: 'sales_commission', type: 'percentage', rate: 0.11 },
      { id: 'payment', type: 'mixed', rate: 0.029 },
      { id: 'shipping_participation', type: 'percentage', rate: 0.12 },
      { id: 'listing_fee', type: 'fixed', rate: null },
    ]);
  });

  it('does not clamp the net proceeds of a tiny price', () => {
    // 1 €: 0.11 + 0.38 + 0.08 + 0.35 = 0.92 → 0.08; 0.50 €: 0.06 + 0.36 + 0.04 + 0.35 = 0.81 → −0.31.
    expect(netProceedsCents(100, computeFees(100, 'home'))).toBe(8);
    expect(netProceedsCents(50, computeFees(50, 'home'))).toBe(-31);
  });
});

describe('nudges', () => {
  it('moves the suggestion by −10, −5, +5, +10 % to the cent', () => {
    expect(priceNudges(4000).map((nudge) => [nudge.percent, toEuros(nudge.priceCents)])).toEqual([
      [-10, 36],
      [-5, 38],
      [5, 42],
      [10, 44],
    ]);
    expect(priceNudges(1999).map((nudge) => toEuros(nudge.priceCents))).toEqual([17.99, 18.99, 20.99, 21.99]);
  });
});

describe('suggestion rounding', () => {
  it('rounds to 0.50 under 20 € and to whole euros from 20 €', () => {
    expect(roundSuggestionCents(1_234)).toBe(1_250);
    expect(roundSuggestionCents(1_220)).toBe(1_200);
    expect(roundSuggestionCents(1_990)).toBe(2_000);
    expect(roundSuggestionCents(4_049)).toBe(4_000);
    expect(roundSuggestionCents(4_050)).toBe(4_100);
    expect(roundSuggestionCents(10)).toBe(50);
  });
});

describe('price feedback', () => {
  it('accepts an equal price and derives lowered and raised from the delta', () => {
    expect(
      classifyPriceFeedback({ suggestionCents: 4000, chosenPriceCents: 4000, isRejected: false }),
    ).toEqual({
      deltaCents: 0,
      disposition: 'accepted',
    });
    expect(
      classifyPriceFeedback({ suggestionCents: 4000, chosenPriceCents: 3550, isRejected: false }),
    ).toEqual({
      deltaCents: -450,
      disposition: 'lowered',
    });
    expect(
      classifyPriceFeedback({ suggestionCents: 4000, chosenPriceCents: 4001, isRejected: false }),
    ).toEqual({
      deltaCents: 1,
      disposition: 'raised',
    });
  });

  it('rounds the delta to the cent, so less than half a cent is accepted', () => {
    expect(
      classifyPriceFeedback({
        suggestionCents: toCents(40),
        chosenPriceCents: toCents(40.004),
        isRejected: false,
      }),
    ).toEqual({ deltaCents: 0, disposition: 'accepted' });
    expect(toEuros(toCents(19.99) - toCents(20))).toBe(-0.01);
  });

  it('is rejected only when the seller says so, whatever the delta', () => {
    expect(
      classifyPriceFeedback({ suggestionCents: 4000, chosenPriceCents: 4000, isRejected: true }).disposition,
    ).toBe('rejected');
  });
});

describe('calibration', () => {
  const feedback = (count: number, relative: number) =>
    Array.from({ length: count }, () => ({
      suggestionCents: 10_000,
      chosenPriceCents: 10_000 * (1 + relative),
    }));

  it('is neutral without history or when the seller accepts', () => {
    expect(calibrationFromFeedback([])).toEqual({ factor: 1, sampleSize: 0, meanRelativeDelta: 0 });
    expect(calibrationFromFeedback(feedback(6, 0)).factor).toBe(1);
  });

  it('shrinks the mean relative delta by n / (n + 5)', () => {
    // One answer 20 % lower: −0.2 × 1/6.
    expect(calibrationFromFeedback(feedback(1, -0.2)).factor).toBeCloseTo(1 - 0.2 / 6, 10);
    // Five answers 10 % higher: +0.1 × 5/10.
    expect(calibrationFromFeedback(feedback(5, 0.1)).factor).toBeCloseTo(1.05, 10);
  });

  it('clamps the shift to ±15 %', () => {
    expect(calibrationFromFeedback(feedback(20, -0.3)).factor).toBeCloseTo(0.85, 10);
    expect(calibrationFromFeedback(feedback(20, 0.4)).factor).toBeCloseTo(1.15, 10);
  });

  it('caps one outlier at ±50 % and reads only the newest 20', () => {
    const outlier = [{ suggestionCents: 10_000, chosenPriceCents: 100 }, ...feedback(4, 0)];
    // (−0.5 + 0 × 4) / 5 = −0.1; × 5/10 = −0.05.
    expect(calibrationFromFeedback(outlier).factor).toBeCloseTo(0.95, 10);
    const calibration = calibrationFromFeedback([...feedback(20, 0), ...feedback(10, -0.5)]);
    expect(calibration).toEqual({ factor: 1, sampleSize: 20, meanRelativeDelta: 0 });
  });
});

describe('sample summary', () => {
  it('gives lowest, median and highest', () => {
    expect(summarizeSample([5000, 1000, 3000])).toEqual({
      floorCents: 1000,
      medianCents: 3000,
      ceilingCents: 5000,
    });
  });

  it('averages the middle two of an even sample, rounded to the cent', () => {
    expect(summarizeSample([1000, 2001, 3000, 999])).toEqual({
      floorCents: 999,
      medianCents: 1501,
      ceilingCents: 3000,
    });
  });

  it('is null for no sample', () => {
    expect(summarizeSample([])).toBeNull();
  });
});
