import type { PriceBasis, PriceConfidence } from './price-reference.types';

/** The reference's price and how uncertain it is (see `ReferencePrice.uncertainty`). */
export interface ReferenceEvidence {
  cents: number;
  uncertainty: number;
}

export interface CombinedPrice {
  /** Before the seller's calibration and display rounding; null with neither evidence. */
  cents: number | null;
  /** Share of the suggestion the comparables carry, 0..1 (in log-price space). */
  comparablesWeight: number;
  basis: PriceBasis;
  confidence: PriceConfidence;
  /** The comparables that entered (the others were implausibly far from the reference). */
  keptCents: number[];
}

/** A sample's spread is never taken as tighter than this (log sd): three equal prices prove little. */
const minimumSampleSpread = 0.4;
/** Posterior log sd below which the suggestion is 'high', then 'medium'; above is 'low'. */
const confidenceLimits = { high: 0.22, medium: 0.42 } as const;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function confidenceOf(posteriorSd: number): PriceConfidence {
  if (posteriorSd < confidenceLimits.high) return 'high';
  if (posteriorSd < confidenceLimits.medium) return 'medium';
  return 'low';
}

/**
 * How far a comparable may lie from the reference before it is taken for a different item
 * (a wardrobe among Kallax shelves): a factor that widens with the reference's own uncertainty,
 * from 2.5× for a known model to 8× for a leaf where anything goes.
 */
export function plausibleFactor(uncertainty: number): number {
  return Math.min(8, Math.max(2.5, Math.exp(2.5 * uncertainty)));
}

/**
 * Shrinks the comparables toward the reference (ADR 047), a normal–normal update in log price:
 * the reference is the prior (its uncertainty as sd), the comparables' log median the
 * observation with variance s²/n × (1 + 2/n), s the sample's log sd (at least 0.4). Few or
 * scattered comparables leave the reference in charge; twelve close ones outweigh a category
 * guess. Comparables beyond `plausibleFactor` of the reference are set aside first. The
 * confidence is the posterior's sd; without a reference the comparables stand alone.
 */
export function combineWithReference(
  reference: ReferenceEvidence | null,
  comparableCents: readonly number[],
): CombinedPrice {
  const positive = comparableCents.filter((cents) => cents > 0);
  const limit = reference ? plausibleFactor(reference.uncertainty) : Number.POSITIVE_INFINITY;
  const kept = reference
    ? positive.filter((cents) => cents <= reference.cents * limit && cents * limit >= reference.cents)
    : positive;
  const count = kept.length;
  if (!count) {
    if (!reference)
      return { cents: null, comparablesWeight: 0, basis: 'reference', confidence: 'low', keptCents: [] };
    return {
      cents: reference.cents,
      comparablesWeight: 0,
      basis: 'reference',
      confidence: confidenceOf(reference.uncertainty),
      keptCents: [],
    };
  }
  const logs = kept.map(Math.log);
  const mean = logs.reduce((sum, value) => sum + value, 0) / count;
  const sampleSd = Math.sqrt(
    logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, count - 1),
  );
  const comparablesVariance = (Math.max(minimumSampleSpread, sampleSd) ** 2 / count) * (1 + 2 / count);
  const sampleMedian = median(kept);
  const logMedian = Math.log(sampleMedian);
  if (!reference) {
    return {
      cents: sampleMedian,
      comparablesWeight: 1,
      basis: 'comparables',
      confidence: confidenceOf(Math.sqrt(comparablesVariance)),
      keptCents: kept,
    };
  }
  const referenceVariance = reference.uncertainty ** 2;
  const weight = referenceVariance / (referenceVariance + comparablesVariance);
  const posteriorSd = Math.sqrt(
    (referenceVariance * comparablesVariance) / (referenceVariance + comparablesVariance),
  );
  return {
    cents: Math.exp(weight * logMedian + (1 - weight) * Math.log(reference.cents)),
    comparablesWeight: weight,
    basis: weight >= 0.5 ? 'comparables' : 'reference',
    confidence: confidenceOf(posteriorSd),
    keptCents: kept,
  };
}
