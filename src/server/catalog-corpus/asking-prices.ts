import type { ListingCondition } from '@shared/listings/listing.schema';

/**
 * How much an item in this condition asks relative to the same item in good condition. The demo
 * seed prices its listings with it, and the pricing module's category defaults use it, so a
 * default is a price the catalogue itself would ask.
 */
export const conditionFactor: Record<ListingCondition, number> = {
  new: 1.25,
  excellent: 1.1,
  good: 1,
  fair: 0.7,
  refurbished: 1.05,
};

/** Prices the way private sellers write them: 4,50 €, 25 €, 180 €, 1.250 €. */
export function roundAskingPrice(euros: number): number {
  const steps: Array<[limit: number, step: number]> = [
    [10, 0.5],
    [50, 1],
    [200, 5],
    [1000, 10],
    [Number.POSITIVE_INFINITY, 50],
  ];
  const step = steps.find(([limit]) => euros < limit)?.[1] ?? 50;
  return Math.min(99_999, Math.max(1, Math.round(euros / step) * step));
}
