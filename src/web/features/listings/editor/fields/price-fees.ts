import { topCategoryIdOf } from '@shared/catalog/taxonomy';
import { toCents, toEuros } from '@shared/pricing/cents';
import type { FeeId, PricingInsight } from '@shared/pricing/pricing.schema';
import { computeFees, netProceedsCents, priceNudges } from '@shared/pricing/pricing-rules';

export interface FeeBreakdown {
  /** The price the fees are for. */
  price: number;
  fees: { id: FeeId; amount: number; rate: number | null }[];
  totalFees: number;
  netProceeds: number;
}

/**
 * Fees and net proceeds for the price in the field, computed here with the shared spec §9 rules
 * so they follow every keystroke; without a category, the server's figures for its base price.
 */
export function feeBreakdownFor(
  price: number | null,
  categoryId: string | undefined,
  insight: PricingInsight | undefined,
): FeeBreakdown | null {
  const topCategoryId = categoryId ? topCategoryIdOf(categoryId) : undefined;
  if (price !== null && price > 0 && topCategoryId) {
    const priceCents = toCents(price);
    const lines = computeFees(priceCents, topCategoryId);
    const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
    return {
      price,
      fees: lines.map((line) => ({ id: line.id, amount: toEuros(line.amountCents), rate: line.rate })),
      totalFees: toEuros(totalCents),
      netProceeds: toEuros(netProceedsCents(priceCents, lines)),
    };
  }
  if (!insight || insight.basePrice === null || insight.netProceeds === null) return null;
  const totalCents = insight.fees.reduce((sum, fee) => sum + toCents(fee.amount), 0);
  return {
    price: insight.basePrice,
    fees: insight.fees.map((fee) => ({ id: fee.id, amount: fee.amount, rate: fee.rate })),
    totalFees: toEuros(totalCents),
    netProceeds: insight.netProceeds,
  };
}

/** Spec §9 nudges (−10, −5, +5, +10 %) of the suggestion, in EUR. */
export function nudgedPrices(suggestion: number): { percent: number; price: number }[] {
  return priceNudges(toCents(suggestion)).map((nudge) => ({
    percent: nudge.percent,
    price: toEuros(nudge.priceCents),
  }));
}
