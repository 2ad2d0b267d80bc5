import { findColour } from '@shared/catalog/colours.data';
import type { TaxonomyCategory } from '@shared/catalog/taxonomy';
import type { Language } from '@shared/i18n/languages';
import { lexiconTerms } from '../understanding/category-lexicon';
import { vehicleModelNames } from '../understanding/category-lexicon-vehicles.data';
import { foldText, stopWords } from '../understanding/normalise-text';
import type { DraftFacts } from './draft-facts';

/**
 * The one or two facts a buyer searches for, read from what the seller said (issue 15): the product
 * line after the brand ("Levi's 501", "Adidas Stan Smith", "Cube, das Attain", "VW Golf 7"), and a
 * measure that picks the item out (27 Zoll, 140 x 200, 60 Liter, 205/55 R16).
 */

/** Words after a brand that end its product line: item words, sizes, colours, hand-over, price. */
const notLineWord =
  /^(?:groesse|size|gr|damen|herren|women|men|ladies|kids|kinder|in|mit|with|und|and|von|by|from|fuer|for|neu|new|gebraucht|used|wie|like|euro|euros|eur|vb|farbe|colour|color|set|box|original|top|super|the|der|die|das|ein|eine|a|an|nee|ja|nein|yes|no|zustand|condition|akku|battery|display|preis|price|abholung|versand|pickup|shipping)$/;
const measure =
  /\b(\d{2,3}(?:[.,]\d)?)\s*(?:zoll|inch|"|in\b)|\b(\d{2,4})\s*(?:x|mal|by|auf)\s*(\d{2,4})\b|\b(\d{1,4})\s*(?:liter|litres|liters|l\b)|\b(\d{3}\s*\/\s*\d{2}\s*r\s*\d{2})|\b(\d{2})\s*(?:volt|v\b)|\bspur\s*(h0|n|tt|z)\b|\b(h0)\b|\b(\d{2,3})\s*(?:cm|zentimeter|centimetres?)\b/i;

let itemWordCategories: Map<string, string[]> | undefined;
/** Whether a word names an item of another kind than the category's (a helmet for a motorbike). */
function isOtherItemWord(folded: string, category: TaxonomyCategory): boolean {
  itemWordCategories ??= lexiconTerms().reduce((map, term) => {
    for (const word of term.words) map.set(word, [...(map.get(word) ?? []), term.categoryId]);
    return map;
  }, new Map<string, string[]>());
  const categories = itemWordCategories.get(folded);
  if (!categories) return false;
  // Vehicle model names ("Golf", "Duke") are the line itself.
  return !(category.path.includes('vehicles') && categories.some((id) => id.startsWith('vehicles-')));
}

const modelNames = new Set(vehicleModelNames.map((name) => foldText(name)));
const isColourWord = (word: string) => Boolean(findColour(word.toLowerCase()));
const leadingJoin = /^\s*,?\s*(?:(?:der|die|das|den|the|a|an|ein|eine|einen)\s+)?/i;

/** The product line in the words after one brand mention, if any. */
function lineAfter(rest: string, category: TaxonomyCategory): string | null {
  let tokens = rest.replace(leadingJoin, '').split(/\s+/).filter(Boolean);
  // "Ray-Ban Sonnenbrille, Wayfarer" / "Yamaha motorbike, an XJ6": skip one item word.
  const firstFolded = foldText(tokens[0]?.replace(/[,.;:!?]+$/, '') ?? '');
  if (
    tokens[0] &&
    !modelNames.has(firstFolded) &&
    itemWordCategories?.get(firstFolded)?.includes(category.id)
  )
    tokens = tokens.slice(1).join(' ').replace(leadingJoin, '').split(/\s+/).filter(Boolean);
  const words: string[] = [];
  for (const raw of tokens) {
    const word = raw.replace(/[,.;:!?]+$/, '');
    const folded = foldText(word).replace(/'/g, '');
    const hasDigit = /\d/.test(word);
    const isCapital = /^\p{Lu}/u.test(word);
    const isLine =
      word.length > 0 &&
      !notLineWord.test(folded) &&
      !stopWords.has(folded) &&
      !isColourWord(word) &&
      (hasDigit || isCapital) &&
      !isOtherItemWord(folded, category);
    // A bare year or mileage is a vehicle fact, not a model.
    if (!isLine || /^(?:19|20)\d{2}$/.test(word) || /^\d{1,3}[.,]\d{3}$/.test(word)) break;
    words.push(word);
    if (words.length === 3 || raw !== word) break;
  }
  if (words.length === 0 || /^\d+$/.test(words.join(''))) return words.length > 0 ? words.join(' ') : null;
  return words.join(' ');
}

/** Capitalised words or letter-digit tokens right after the brand, up to three: the product line. */
export function productLine(
  facts: DraftFacts,
  brand: string | null,
  category: TaxonomyCategory,
): string | null {
  if (!brand || !facts.transcript) return null;
  const text = facts.transcript;
  const folded = foldText(text);
  for (const mention of facts.brands) {
    if (mention.source !== 'speech' || mention.value.brand.name !== brand || mention.value.isCompatibility)
      continue;
    const evidence = foldText(mention.evidence);
    let at = folded.indexOf(evidence);
    while (at >= 0) {
      const line = lineAfter(text.slice(at + mention.evidence.length), category);
      if (line) return line;
      at = folded.indexOf(evidence, at + evidence.length);
    }
  }
  return null;
}

/** One measure that picks the item out, as written for the listing's language. */
export function keyMeasure(facts: DraftFacts, language: Language): string | null {
  const match = measure.exec(foldText(facts.transcript));
  if (!match) return null;
  if (match[1]) return `${match[1].replace('.', ',')} ${language === 'de' ? 'Zoll' : 'inch'}`;
  if (match[2] && match[3]) return `${match[2]} × ${match[3]}`;
  if (match[4]) return `${match[4]} ${language === 'de' ? 'Liter' : 'litres'}`;
  if (match[5]) return match[5].toUpperCase().replace(/\s+/g, '');
  if (match[6]) return `${match[6]} V`;
  if (match[7] || match[8]) return `Spur ${(match[7] ?? match[8])!.toUpperCase()}`;
  if (match[9]) return `${match[9]} cm`;
  return null;
}
