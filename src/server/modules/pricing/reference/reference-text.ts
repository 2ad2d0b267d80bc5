import { stripUmlauts } from '@shared/text/umlauts';

/**
 * Text as the reference tables match it: lower case, umlauts stripped ("Münzalbum" → "munzalbum";
 * spelled-out "Muenzalbum" is matched by the patterns themselves), punctuation as spaces, one
 * space between words. Patterns in the data files are written against this form.
 */
export function normalizeReferenceText(text: string): string {
  return ` ${stripUmlauts(text.toLowerCase())
    .replace(/[^a-z0-9+.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** Words that say nothing about the item; similarity between titles ignores them. */
const stopWords = new Set(
  (
    'und oder mit ohne fur von der die das den dem des ein eine einer eines im in am an auf zu ' +
    'the and or with without for of a an in on to at by new neu gebraucht used top zustand ' +
    'condition sehr gut guter good wie like set stuck piece pieces verkaufe sale selling'
  ).split(' '),
);

/** Distinct meaningful words of a text (three letters or more, or any number). */
export function referenceTokens(text: string): Set<string> {
  return new Set(
    normalizeReferenceText(text)
      .split(' ')
      .filter((word) => (word.length >= 3 || /\d/.test(word)) && !stopWords.has(word)),
  );
}
