/**
 * Turns what someone typed into the text of a tsquery: only letters and digits survive (so
 * operators like `&`, `!` or `:` typed by a user can never break the parse), words are ANDed, and
 * the last word is a prefix (`:*`) while it is still being typed, so "jac" finds "Jacke". A last
 * word that is already a complete word of the lexicon matches as a word (stemmed: "jacke" still
 * finds "Jacken"): a prefix would also pull in every longer word and cost a wide index range.
 */
export const searchWordsMax = 8;

export function searchWordsOf(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((word) => word.slice(0, 40)).slice(0, searchWordsMax);
}

export function buildTsQueryText(
  words: readonly string[],
  options: { isLastWordComplete?: boolean } = {},
): string | null {
  if (words.length === 0) return null;
  const lastIndex = words.length - 1;
  return words
    .map((word, index) => (index === lastIndex && !options.isLastWordComplete ? `${word}:*` : word))
    .join(' & ');
}
