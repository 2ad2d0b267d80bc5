/**
 * Turns what someone typed into the text of a tsquery: only letters and digits survive (so
 * operators like `&`, `!` or `:` typed by a user can never break the parse), words are ANDed, and
 * the last word is a prefix (`:*`) so results appear while the user is still typing.
 */
export const searchWordsMax = 8;

export function searchWordsOf(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((word) => word.slice(0, 40)).slice(0, searchWordsMax);
}

export function buildTsQueryText(words: readonly string[]): string | null {
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}
