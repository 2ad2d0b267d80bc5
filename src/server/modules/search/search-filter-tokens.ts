/**
 * Filter tokens in each listing's search document (migration 0010), so category and price narrow
 * the same GIN scan as text and place. Mirrors the SQL functions exactly.
 */

/**
 * `listing_category_tokens`: '~k' + each level's id. Ids hold only lowercase letters, digits and
 * '-', so quoting makes a safe tsquery.
 */
export function categoryTokenQueryText(categoryId: string): string {
  if (!/^[a-z0-9-]+$/.test(categoryId)) throw new Error(`unexpected category id ${categoryId}`);
  return `'~k${categoryId}'`;
}

/** `listing_place_category_tokens` (0011): one token per grid cell and category level, '<cell>.<id>'. */
export function placeCategoryTokens(cells: readonly string[], categoryId: string): string[] {
  const category = categoryTokenQueryText(categoryId).slice(3, -1);
  return cells.map((cell) => `${cell}.${category}`);
}

/** The tokens of placeCategoryTokens ORed as tsquery text. */
export function placeCategoryQueryText(cells: readonly string[], categoryId: string): string {
  return placeCategoryTokens(cells, categoryId)
    .map((token) => `'${token}'`)
    .join(' | ');
}

/** `listing_price_token`: width_bucket over these bounds (cents) gives '~p0' .. '~p9'. */
export const priceTokenBoundsCents = [500, 1000, 2000, 5000, 10000, 25000, 50000, 100000, 250000] as const;

/** SQL width_bucket: how many bounds are at or below the price. */
function priceBucketOf(priceCents: number): number {
  return priceTokenBoundsCents.filter((bound) => bound <= priceCents).length;
}

/**
 * The bands of `bucketOf` a range overlaps, or null when the range spans every band (then the
 * bands would narrow nothing).
 */
function bandsOverlapping(
  bucketOf: (priceCents: number) => number,
  minCents: number | undefined,
  maxCents: number | undefined,
): number[] | null {
  const from = bucketOf(minCents ?? 0);
  const to = maxCents === undefined ? priceTokenBoundsCents.length : bucketOf(maxCents);
  if (from === 0 && to === priceTokenBoundsCents.length) return null;
  const bands: number[] = [];
  for (let band = from; band <= to; band += 1) bands.push(band);
  return bands;
}

/** The price tokens a range overlaps, as tsquery text ('~p2' | '~p3'), or null (see above). */
export function priceTokenQueryText(
  minCents: number | undefined,
  maxCents: number | undefined,
): string | null {
  const bands = bandsOverlapping(priceBucketOf, minCents, maxCents);
  return bands ? bands.map((band) => `'~p${band}'`).join(' | ') : null;
}

/**
 * The bands of `listing_place_category_price_tokens` (0013): width_bucket(price - 1), so each band
 * includes its upper bound and a range ending on a bound ("up to 50 €") reads no band above it.
 */
export function placePriceBandsOverlapping(
  minCents: number | undefined,
  maxCents: number | undefined,
): number[] | null {
  const upperInclusiveBucketOf = (priceCents: number) => priceBucketOf(priceCents - 1);
  return bandsOverlapping(upperInclusiveBucketOf, minCents, maxCents);
}

/**
 * `listing_place_category_price_tokens` (0013): each place-category token with its price band,
 * '<cell>.<id>.p<band>', for every cell and band given.
 */
export function placeCategoryPriceTokens(
  cells: readonly string[],
  categoryId: string,
  bands: readonly number[],
): string[] {
  return placeCategoryTokens(cells, categoryId).flatMap((token) => bands.map((band) => `${token}.p${band}`));
}
