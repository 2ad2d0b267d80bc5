/**
 * One row of a reference table: an item or model recognised in the draft's text, its typical
 * used price in good condition (EUR, Kleinanzeigen/eBay level, 2025/2026; ADR 047) and the leaf
 * categories (or their prefixes) it may be priced in, so a "Golf" never prices a golf club.
 */
export interface ReferenceEntry {
  label: string;
  pattern: RegExp;
  categories: readonly string[];
  price: number;
  /** The price is for one piece; a listing of several is priced per piece with a set discount. */
  isUnit?: boolean;
  /** The price of one piece when a count is said, where `price` is a lot of unsaid size (cards). */
  unit?: number;
  /** The price already is the brand's (IKEA Kallax): no brand tier on top. */
  includesBrand?: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern from names as people write them: a space may be left out ("iPhone13", "ps 5" ↔
 * "ps5"), a hyphen is a space ("MT-07" ↔ "mt 07" ↔ "mt07"), and the name must stand as words.
 * Names are written in the normalised form of `normalizeReferenceText` (lower case, no umlauts).
 */
export function namePattern(...names: string[]): RegExp {
  const alternatives = names.map((name) =>
    name
      .split(/[\s-]+/)
      .map(escapeRegExp)
      .join('[ -]?'),
  );
  return new RegExp(`(?<![a-z0-9])(?:${alternatives.join('|')})(?![a-z0-9])`);
}

/** Rows of one category family from `[names, price]` pairs; names separated by "|". */
export function entries(
  categories: readonly string[],
  rows: ReadonlyArray<readonly [names: string, price: number, options?: Partial<ReferenceEntry>]>,
): ReferenceEntry[] {
  return rows.map(([names, price, options]) => ({
    label: names.split('|')[0]!,
    pattern: namePattern(...names.split('|')),
    categories,
    price,
    ...options,
  }));
}
