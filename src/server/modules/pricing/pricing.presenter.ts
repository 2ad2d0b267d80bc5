import { toEuros } from '@shared/pricing/cents';
import type { PriceFeedback, PricingInsight, RationaleItem } from '@shared/pricing/pricing.schema';
import { type FeeLine, priceCeilingCents, priceFloorCents, priceNudges } from '@shared/pricing/pricing-rules';
import type { PriceFeedbackRow } from './pricing.repository';
import type { PriceRecommendation } from './pricing.service';

const eurosOrNull = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? null : toEuros(cents);

export function presentPricingInsight(input: {
  recommendation: PriceRecommendation;
  basePriceCents: number | null;
  money: { fees: FeeLine[]; netCents: number } | null;
  rationale: RationaleItem[];
  now: Date;
}): PricingInsight {
  const { recommendation, money } = input;
  const suggestion = recommendation.suggestionCents;
  const { comparables, sample } = recommendation;
  return {
    suggestion: eurosOrNull(suggestion),
    floorPrice: suggestion === null ? null : toEuros(priceFloorCents(suggestion)),
    ceilingPrice: suggestion === null ? null : toEuros(priceCeilingCents(suggestion)),
    basePrice: eurosOrNull(input.basePriceCents),
    netProceeds: money ? toEuros(money.netCents) : null,
    fees: (money?.fees ?? []).map((fee) => ({
      id: fee.id,
      label: fee.label,
      amount: toEuros(fee.amountCents),
      type: fee.type,
      rate: fee.rate,
    })),
    rationale: input.rationale,
    comparables: {
      floor: eurosOrNull(sample?.floorCents),
      median: eurosOrNull(sample?.medianCents),
      ceiling: eurosOrNull(sample?.ceilingCents),
      sampleSize: comparables.listings.length,
      windowDays: comparables.windowDays,
      scope: comparables.scope,
      listings: comparables.listings.map((listing) => ({
        listingId: listing.id,
        slug: listing.slug,
        title: listing.title,
        price: toEuros(listing.priceCents),
        condition: listing.condition,
        marketplace: 'kleinkram' as const,
        publishedAt: listing.publishedAt.toISOString(),
      })),
    },
    confidence: recommendation.confidence,
    basis: {
      dominatedBy: recommendation.combined.basis,
      comparablesWeight: Math.round(recommendation.combined.comparablesWeight * 100) / 100,
      reference: eurosOrNull(recommendation.referenceCents),
      referenceSource: recommendation.reference?.source ?? null,
      setAside: comparables.listings.length - recommendation.combined.keptCents.length,
    },
    nudges:
      suggestion === null
        ? []
        : priceNudges(suggestion).map((nudge) => ({
            percent: nudge.percent,
            price: toEuros(nudge.priceCents),
          })),
    updatedAt: input.now.toISOString(),
  };
}

export function presentPriceFeedback(row: PriceFeedbackRow): PriceFeedback {
  return {
    id: row.id,
    categoryId: row.categoryId,
    suggestion: toEuros(row.suggestionCents),
    chosenPrice: toEuros(row.chosenPriceCents),
    delta: toEuros(row.deltaCents),
    disposition: row.disposition,
    note: row.note ?? null,
    submittedAt: row.submittedAt.toISOString(),
    // Matching a feedback to the eventual sale needs the sale flow; not tracked yet.
    saleMatch: null,
  };
}
