/**
 * Turns what someone typed into the text of a tsquery: only letters and digits survive (so
 * operators like `&`, `!` or `:` typed by a user can never break the parse), and the words are
 * ANDed as whole words, each stemmed by the configuration that parses it (ADR 078: a submitted
 * search matches whole words; prefixes are for the suggestions shown while typing).
 */
export const searchWordsMax = 8;

export function searchWordsOf(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((word) => word.slice(0, 40)).slice(0, searchWordsMax);
}

export function buildTsQueryText(words: readonly string[]): string | null {
  if (words.length === 0) return null;
  return words.join(' & ');
}
