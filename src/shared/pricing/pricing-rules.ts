import type { FeeId, PriceDisposition } from './pricing.schema';
import { priceFeedbackHistoryMax, priceNudgePercents } from './pricing.schema';

/**
 * Spec §9 pricing rules (issue 6), pure. Everything is computed in whole cents so sums of fees
 * never meet floating point; euros appear only at the edges (`toCents`, `toEuros` in cents.ts).
 */

/** `numerator / denominator` rounded half away from zero, exact for integer inputs in the safe range. */
function divideRounded(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(numerator) + denominator / 2) / denominator);
}

/** A share of an amount in basis points (1100 = 11 %), rounded to the cent. */
const shareOf = (cents: number, basisPoints: number) => divideRounded(cents * basisPoints, 10_000);

/** Spec §9: floor = max(90 % of the recommendation, recommendation − 5 €). */
export function priceFloorCents(recommendationCents: number): number {
  return Math.max(shareOf(recommendationCents, 9_000), recommendationCents - 500);
}

/** Spec §9: ceiling = max(110 % of the recommendation, recommendation + 5 €). */
export function priceCeilingCents(recommendationCents: number): number {
  return Math.max(shareOf(recommendationCents, 11_000), recommendationCents + 500);
}

export interface FeeLine {
  id: FeeId;
  label: string;
  amountCents: number;
  type: 'percentage' | 'fixed' | 'mixed';
  /** Fraction of the price (0.11), or null for a flat fee. */
  rate: number | null;
}

/** Shipping participation by top-level category id (taxonomy*.data.ts), in basis points; 8 % otherwise. */
const shippingParticipationBasisPoints: Record<string, number> = {
  fashion: 1_200,
  electronics: 1_000,
  collectibles: 900,
};
const shippingParticipationDefault = 800;
/** The fixed part of the payment fee (spec §9: 2.9 % plus 0.35 €). */
export const paymentFeeFixedCents = 35;

/**
 * Spec §9 fees for a price in a category (by its top-level id): commission 11 %, payment
 * 2.9 % + 0.35 €, shipping participation 12/10/9/8 %, listing fee 0.35 € (0.45 € collectibles).
 * Each fee is rounded to the cent on its own, as an invoice would show it.
 */
export function computeFees(priceCents: number, topCategoryId: string | null | undefined): FeeLine[] {
  const shippingBasisPoints =
    (topCategoryId && shippingParticipationBasisPoints[topCategoryId]) || shippingParticipationDefault;
  return [
    {
      id: 'sales_commission',
      label: 'Sales commission',
      amountCents: shareOf(priceCents, 1_100),
      type: 'percentage',
      rate: 0.11,
    },
    {
      id: 'payment',
      label: 'Payment processing',
      amountCents: shareOf(priceCents, 290) + paymentFeeFixedCents,
      type: 'mixed',
      rate: 0.029,
    },
    {
      id: 'shipping_participation',
      label: 'Shipping participation',
      amountCents: shareOf(priceCents, shippingBasisPoints),
      type: 'percentage',
      rate: shippingBasisPoints / 10_000,
    },
    {
      id: 'listing_fee',
      label: 'Listing fee',
      amountCents: topCategoryId === 'collectibles' ? 45 : 35,
      type: 'fixed',
      rate: null,
    },
  ];
}

/**
 * Price minus all fees. Not clamped at zero: for a 1 € item the fixed fees exceed the price, and
 * the seller should see that they would lose money rather than a comforting 0.
 */
export function netProceedsCents(priceCents: number, fees: readonly FeeLine[]): number {
  return priceCents - fees.reduce((sum, fee) => sum + fee.amountCents, 0);
}

/** Spec §9 nudges (−10, −5, +5, +10 %) of the suggestion, each rounded to the cent. */
export function priceNudges(suggestionCents: number): Array<{ percent: number; priceCents: number }> {
  return priceNudgePercents.map((percent) => ({
    percent,
    priceCents: divideRounded(suggestionCents * (100 + percent), 100),
  }));
}

/**
 * How a suggestion is shown: to 0.50 € under 20 €, whole euros from 20 € (how private sellers
 * write prices), never below 0.50 €.
 */
export function roundSuggestionCents(cents: number): number {
  const step = cents < 2_000 ? 50 : 100;
  return Math.max(50, divideRounded(cents, step) * step);
}

export interface PriceFeedbackOutcome {
  deltaCents: number;
  disposition: PriceDisposition;
}

/**
 * Spec §3 price feedback: delta = chosen − suggestion, to the cent (so |delta| < 0.005 € is 0,
 * accepted). The seller alone says "rejected"; otherwise the sign of the delta decides.
 */
export function classifyPriceFeedback(input: {
  suggestionCents: number;
  chosenPriceCents: number;
  isRejected: boolean;
}): PriceFeedbackOutcome {
  const deltaCents = input.chosenPriceCents - input.suggestionCents;
  if (input.isRejected) return { deltaCents, disposition: 'rejected' };
  if (deltaCents === 0) return { deltaCents, disposition: 'accepted' };
  return { deltaCents, disposition: deltaCents < 0 ? 'lowered' : 'raised' };
}

/** Samples at which the calibration is trusted half: n / (n + 5). */
export const calibrationShrinkSamples = 5;
/** The most a seller's history may move a suggestion, either way. */
export const calibrationMaxShift = 0.15;
/** One feedback counts as at most ±50 %, so a single typo (1 € for 100 €) cannot dominate the mean. */
export const calibrationSampleCap = 0.5;

export interface Calibration {
  /** Multiply the market suggestion by this; 1 without history. */
  factor: number;
  sampleSize: number;
  /** Mean of the (capped) relative deltas before shrinking, e.g. −0.1 when the seller went 10 % lower. */
  meanRelativeDelta: number;
}

/**
 * The seller's calibration from their last ≤ 20 feedbacks (newest first; older ones are ignored):
 *   relative delta_i = (chosen_i − suggestion_i) / suggestion_i, capped to ±50 %
 *   shift = mean(relative delta) × n / (n + 5)      (shrunk toward 0 while there are few samples)
 *   factor = 1 + shift, clamped to [0.85, 1.15]
 * Rejections count too: their chosen price is still the price the seller wanted. One feedback of
 * −20 % moves the next suggestion by −3.3 %; twenty of them by −15 % (the clamp).
 */
export function calibrationFromFeedback(
  feedback: ReadonlyArray<{ suggestionCents: number; chosenPriceCents: number }>,
): Calibration {
  const recent = feedback.slice(0, priceFeedbackHistoryMax).filter((entry) => entry.suggestionCents > 0);
  if (recent.length === 0) return { factor: 1, sampleSize: 0, meanRelativeDelta: 0 };
  const capped = recent.map((entry) => {
    const relative = (entry.chosenPriceCents - entry.suggestionCents) / entry.suggestionCents;
    return Math.min(calibrationSampleCap, Math.max(-calibrationSampleCap, relative));
  });
  const mean = capped.reduce((sum, value) => sum + value, 0) / capped.length;
  const shift = (mean * recent.length) / (recent.length + calibrationShrinkSamples);
  const clamped = Math.min(calibrationMaxShift, Math.max(-calibrationMaxShift, shift));
  return { factor: 1 + clamped, sampleSize: recent.length, meanRelativeDelta: mean };
}

export interface SampleSummary {
  floorCents: number;
  medianCents: number;
  ceilingCents: number;
}

/** Lowest, median (mean of the middle two for an even count, rounded to the cent) and highest. */
export function summarizeSample(pricesCents: readonly number[]): SampleSummary | null {
  if (pricesCents.length === 0) return null;
  const sorted = [...pricesCents].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  const medianCents =
    sorted.length % 2 ? sorted[middle]! : divideRounded(sorted[middle - 1]! + sorted[middle]!, 2);
  return { floorCents: sorted[0]!, medianCents, ceilingCents: sorted[sorted.length - 1]! };
}
