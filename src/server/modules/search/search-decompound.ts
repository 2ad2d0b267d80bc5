import { senseOf } from './search-lexicon';

/**
 * German compound splitting over the search lexicon (ADR 045). German puts the item last
 * ("Espresso|tasse", "Kinder|fahrrad", "Fahrrad|helm"): a word without synonyms or categories of its own is split
 * at the longest ending that it does hold (at least 3 letters), leaving a modifier of at least 3
 * letters. A linking "s" ("Arbeits|hose") is dropped from the modifier, which then matches as a
 * prefix. PostgreSQL's ispell dictionaries can split compounds, but no German dictionary ships
 * with PostgreSQL or PGlite, so this runs in the service on both engines.
 */
export interface CompoundSplit {
  modifier: string;
  head: string;
}

const partMin = 3;
/**
 * Three-letter heads end too many unrelated words ("aquarim" is not an "aqua" rim); these German
 * ones are common enough as the last part of a compound to allow (Herrenuhr, Damenrad, Strohhut).
 */
const shortHeads = new Set(['uhr', 'rad', 'hut']);

/** A word with synonyms or categories of its own is not split; a mere category hint is. */
function hasOwnMeaning(word: string): boolean {
  const sense = senseOf(word);
  return Boolean(sense && (sense.synonyms.length > 0 || sense.matchCategories.length > 0));
}

export function splitCompound(word: string): CompoundSplit | null {
  if (word.length < partMin * 2 || /\d/.test(word) || hasOwnMeaning(word)) return null;
  for (let start = partMin; start <= word.length - partMin; start += 1) {
    const head = word.slice(start);
    if ((head.length < 4 && !shortHeads.has(head)) || !senseOf(head)) continue;
    const raw = word.slice(0, start);
    const modifier = raw.length > 4 && raw.endsWith('s') ? raw.slice(0, -1) : raw;
    return { modifier, head };
  }
  return null;
}
