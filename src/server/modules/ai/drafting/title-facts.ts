import { findColour } from '@shared/catalog/colours.data';
import type { TaxonomyCategory } from '@shared/catalog/taxonomy';
import type { Language } from '@shared/i18n/languages';
import { lexiconTerms } from '../understanding/category-lexicon';
import { vehicleModelNames } from '../understanding/category-lexicon-vehicles.data';
import { listingVocabulary } from '../understanding/listing-vocabulary';
import { foldText, stopWords, tokenise } from '../understanding/normalise-text';
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
/** The categories whose item words include a word ("sonnenbrille" -> sunglasses). */
function itemWordIndex(): Map<string, string[]> {
  itemWordCategories ??= lexiconTerms().reduce((map, term) => {
    for (const word of term.words) map.set(word, [...(map.get(word) ?? []), term.categoryId]);
    return map;
  }, new Map<string, string[]>());
  return itemWordCategories;
}

/** Whether a word names an item of another kind than the category's (a helmet for a motorbike). */
function isOtherItemWord(folded: string, category: TaxonomyCategory): boolean {
  const categories = itemWordIndex().get(folded);
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
  let skippedItem = false;
  // "Ray-Ban Sonnenbrille, Wayfarer" / "Nespresso coffee machine, the Essenza": skip the item's words.
  for (let skipped = 0; skipped < 2 && tokens[0]; skipped++) {
    const firstFolded = foldText(tokens[0].replace(/[,.;:!?]+$/, ''));
    if (modelNames.has(firstFolded) || !itemWordIndex().get(firstFolded)?.includes(category.id)) break;
    const ended = /[,.;:!?]$/.test(tokens[0]);
    skippedItem = true;
    tokens = tokens.slice(1).join(' ').replace(leadingJoin, '').split(/\s+/).filter(Boolean);
    if (ended) break;
  }
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
    if (words.length === 4 || raw !== word) break;
  }
  if (words.length === 0) return null;
  // A bare number after the item word is a measure ("drill 18 V", "amp 50 watts"), not a line.
  if (skippedItem && /^\d+$/.test(words.join(''))) return null;
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
  // A tyre size said without its slash ("205 55 R16") is the same size.
  const said = foldText(facts.transcript).replace(/\b(\d{3})\s+(\d{2})\s*(r\s*\d{2})\b/g, '$1/$2 $3');
  const match = measure.exec(said);
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

/** A proper name the seller said about the item; `isMaker` when said after "von"/"by" (an author, a maker). */
export interface SaidName {
  text: string;
  isMaker: boolean;
}

/** Small words that may sit inside a name ("Dark Side of the Moon", "Siedler von Catan"). */
const nameJoiners = /^(?:of|the|and|der|die|das|des|und|von|by)$/;
const makerWords = /^(?:von|by)$/;
/** Words that say what kind of name follows, not the name: "das C1 Modell", "English edition". */
const nameNeutral =
  /^(?:modell|model|edition|ausgabe|version|serie|series|reihe|band|baende|volume|volumes|teil|deutsch|englisch|german|english|french|franzoesisch|original|limited|collection|sammlung|set|box|komplett|complete|neu|new)$/;
const unitWord =
  /^(?:zoll|inch|cm|mm|gb|tb|gigabyte|terabyte|ram|ssd|hdd|kg|kilo|liter|litres?|v|w|watt|km|kilometer|meter|millimeter|zentimeter|euro|euros|eur|prozent|percent)$/;

type NameToken = {
  word: string;
  folded: string;
  kind: 'name' | 'joiner' | 'neutral' | 'other';
  /** The item's own word or its brand, which a name must touch. */
  isItem?: boolean;
};

function nameTokens(clause: string, brandWords: Set<string>, isSentenceStart: boolean): NameToken[] {
  const words = clause.match(/[\p{L}\p{N}]+(?:[-'’&.][\p{L}\p{N}]+)*/gu) ?? [];
  const vocabulary = listingVocabulary();
  const tokens = words.map((word, index): NameToken => {
    const folded = foldText(word).replace(/'/g, '');
    const isCapital = /^\p{Lu}/u.test(word);
    const hasDigit = /\d/.test(word);
    if (nameJoiners.test(folded)) return { word, folded, kind: 'joiner' };
    // Measures and counts ("42.000", "1,5") are facts of their own, not names.
    if (nameNeutral.test(folded) || unitWord.test(folded) || /^[\d.,]+$/.test(word))
      return { word, folded, kind: 'neutral' };
    const known =
      brandWords.has(folded) ||
      stopWords.has(folded) ||
      notLineWord.test(folded) ||
      itemWordIndex().has(folded) ||
      // A colour starts no name, but "Pink Floyd" is one: a colour followed by a capitalised word.
      (isColourWord(word) && !/^\p{Lu}/u.test(words[index + 1] ?? '')) ||
      (vocabulary.has(folded) && !isColourWord(word));
    const isName = !known && (hasDigit || isCapital);
    // The first word of a sentence is capitalised anyway: a name only if all capitals or with digits.
    return { word, folded, kind: isName ? 'name' : 'other' };
  });
  const first = tokens[0];
  // The first word of a sentence is capitalised anyway: a name only in capitals, with digits or
  // when a name follows ("Harry Potter", not "Graues Ecksofa").
  if (
    first?.kind === 'name' &&
    isSentenceStart &&
    !/\d/.test(first.word) &&
    first.word !== first.word.toUpperCase() &&
    tokens[1]?.kind !== 'name' &&
    !(tokens[1] && makerWords.test(tokens[1].folded))
  )
    first.kind = 'other';
  return tokens;
}

/** Runs of name words in a clause; a bare number only continues a name ("Flip 5", "FIFA 23"). */
function nameRuns(tokens: NameToken[], onlyNames: boolean, language: string): SaidName[] {
  const runs: SaidName[] = [];
  let current: string[] = [];
  let start = 0;
  let isMaker = false;
  const close = (end: number) => {
    // Trailing joiners and articles belong to no name.
    while (current.length > 0 && nameJoiners.test(foldText(current.at(-1)!))) {
      current.pop();
      end -= 1;
    }
    const before = tokens[start - 1];
    const after =
      tokens[end]?.kind === 'other' && stopWords.has(tokens[end]!.folded) ? tokens[end + 1] : tokens[end];
    // A capitalised noun elsewhere in the clause ("mit Kratzer am Gehäuse") is no name: only one
    // next to the item or its brand, said after "von"/"by", or a clause of names alone.
    const attached =
      onlyNames || isMaker || start === 0 || before?.isItem || before?.kind === 'neutral' || after?.isItem;
    // German capitalises every noun: one plain word next to the item ("Esstisch Eiche", "Macke") is
    // a noun, not a name, unless a maker follows ("Siedler von Catan") or it is set apart.
    const word = current[0] ?? '';
    const isPlainNoun =
      language === 'de' &&
      !onlyNames &&
      !isMaker &&
      current.length === 1 &&
      !/\d/.test(word) &&
      word !== word.toUpperCase() &&
      !(tokens[end] && makerWords.test(tokens[end]!.folded));
    if (isPlainNoun) current = [];
    if (current.length > 0 && attached) runs.push({ text: current.slice(0, 6).join(' '), isMaker });
    current = [];
    isMaker = false;
  };
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (current.length === 0) start = index;
    if (token.kind === 'name') current.push(token.word);
    else if (token.kind === 'neutral' && /^\d+$/.test(token.word) && current.length > 0)
      current.push(token.word);
    else if (token.kind === 'joiner' && makerWords.test(token.folded) && next?.kind === 'name') {
      close(index);
      isMaker = true;
      start = index + 1;
    } else if (
      token.kind === 'joiner' &&
      next?.kind === 'name' &&
      (current.length > 0 || /^\p{Lu}/u.test(token.word))
    )
      // "Dark Side of the Moon"; a capitalised article opens a title ("Der Grüffelo").
      current.push(token.word);
    else if (token.kind === 'joiner' && current.length > 0 && next?.kind === 'joiner')
      current.push(token.word);
    else close(index);
  });
  close(tokens.length);
  return runs;
}

/**
 * The proper names the seller said about the item (issue 15): a band, author, game, series, model
 * or technology ("Pink Floyd", "von Sebastian Fitzek", "Mario Kart", "Wayfarer", "OLED"). Read from
 * the first sentence: the clauses that name the item or its brand, and the name-only clauses next
 * to them ("Ray-Ban Sonnenbrille, Wayfarer, schwarz"). Words the lexicon, the brand, colours,
 * units and selling talk already know are never names.
 */
export function saidNames(
  facts: DraftFacts,
  brand: string | null,
  category: TaxonomyCategory,
  language: Language,
): SaidName[] {
  // Vehicles are named by the model lexicon (productLine); their other capitals are facts (Baujahr, TÜV).
  if (!facts.transcript || category.path.includes('vehicles')) return [];
  // Another language's capitalised nouns are no names in the listing's ("RAM 512er SSD" in English).
  if (facts.transcriptLanguage !== language) return [];
  const sentence = facts.transcript.split(/(?<=[.!?])\s+/)[0] ?? '';
  const brandWords = new Set(
    [brand ?? '', ...facts.brands.map((mention) => mention.evidence)].flatMap((text) =>
      tokenise(foldText(text).replace(/'/g, '')),
    ),
  );
  const clauses = sentence.split(/[,;:]\s*|\s+[-–]\s+/).map((clause, index) => {
    const tokens = nameTokens(clause.replace(/[.!?]+$/, ''), brandWords, index === 0);
    for (const token of tokens)
      token.isItem = brandWords.has(token.folded) || itemWordIndex().has(token.folded);
    const namesItem = tokens.some((token) => token.isItem);
    const onlyNames =
      tokens.some((token) => token.kind === 'name') &&
      tokens.every((token) => token.kind !== 'other' || stopWords.has(token.folded));
    return { tokens, namesItem, onlyNames };
  });
  const taken = clauses.map((clause) => clause.namesItem);
  // Name-only clauses chained to a clause that names the item, before or after it.
  for (let pass = 0; pass < 2; pass++)
    clauses.forEach((clause, index) => {
      if (clause.onlyNames && (taken[index - 1] || taken[index + 1])) taken[index] = true;
    });
  return clauses.flatMap((clause, index) =>
    taken[index] ? nameRuns(clause.tokens, clause.onlyNames, language) : [],
  );
}
