import { stripUmlauts } from '@shared/text/umlauts';

/**
 * Text as the reference tables match it: lower case, umlauts stripped ("Münzalbum" → "munzalbum";
 * spelled-out "Muenzalbum" is matched by the patterns themselves), punctuation as spaces, one
 * space between words. Patterns in the data files are written against this form.
 */
export function normalizeReferenceText(text: string): string {
  return ` ${stripUmlauts(text.toLowerCase())
    .replace(/(\d)\.(?=\d)/g, '$1·')
    .replace(/(\d)(?:st|nd|rd|th|\.)? ?(?:generation|gen)\b/g, '$1 ')
    .replace(
      /\b(erste|zweite|dritte|vierte|funfte|sechste|siebte|achte|neunte|zehnte) generation\b/g,
      (_, word: string) => ` ${ordinals.indexOf(word) + 1} `,
    )
    .replace(/[^a-z0-9+·]+/g, ' ')
    .replace(/·/g, '.')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

const ordinals = [
  'erste',
  'zweite',
  'dritte',
  'vierte',
  'funfte',
  'sechste',
  'siebte',
  'achte',
  'neunte',
  'zehnte',
];

/** For model names: screen sizes ("14 inch", "65 Zoll") sit between a model's words and say nothing of it. */
export function withoutScreenSizes(normalised: string): string {
  // The space before the size goes with it, so "pro 14 inch m1" becomes "pro m1", not "pro  m1".
  return normalised.replace(/ \d{2}(?:\.\d)? ?(?:zoll|inch|in|")(?= )/g, '');
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
