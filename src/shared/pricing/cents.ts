/**
 * The one euro/cent conversion. Prices are stored and computed in whole cents; euros appear only
 * at the edges. A file of its own so the first page load carries it without the pricing rules.
 */
export const toCents = (euros: number): number => Math.round(euros * 100);
export const toEuros = (cents: number): number => cents / 100;
