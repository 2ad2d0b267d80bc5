import { templateSamples } from '../../../catalog-corpus/template-samples';
import { type BrandEntry, curatedBrands } from './brand-list.data';
import { findItemMentions } from './category-lexicon';
import { editDistance, foldText, tokenise } from './normalise-text';

export interface Brand {
  name: string;
  /** Folded word sequences that name the brand (its name and its product lines). */
  aliases: { words: string[]; isImplied: boolean }[];
  /** Category ids (any level) it sells in. */
  categories: Set<string>;
  isCommonWord: boolean;
}

export interface BrandMatch {
  brand: Brand;
  /** Named as what the item fits ("Hülle für iPhone", "game for PS5"), not as its maker. */
  isCompatibility: boolean;
  /** Word index in the text where the match starts, for "first mentioned" ordering. */
  position: number;
  confidence: number;
  evidence: string;
  isFuzzy: boolean;
}

/** Names that are also ordinary words in German or English; they need a cue to count as brands. */
const commonWords = new Set(
  'only mango next rose orange big head hunter lee object edited gap coach focus giant trek nest yoga switch pax lack billy boss echo polar sage staub hay ninja braun held elan fischer flexi juwel tetra kentucky mam nuk martin taylor scott cube ghost dual lloyd pearl cecil vila emma champion converse surface galaxy pixel kindle beats nord roland wii lima trix piko big smart hunter jupiter tempur leonardo habitat bulls stevens focus ecco staub'.split(
    ' ',
  ),
);

const compatibilityCues = new Set(['fuer', 'for', 'fits', 'passend', 'compatible', 'kompatibel']);

/** "für Sony E-Mount", "for the iPhone 14": up to two words after such a cue. */
const isAfterFor = (words: RawWord[], start: number) =>
  [1, 2].some((back) => compatibilityCues.has(words[start - back]?.folded ?? ''));

/** Words that introduce a brand: "von Only", "from Next", "Marke: Mango". */
const brandCues = new Set(['von', 'vom', 'marke', 'hersteller', 'from', 'by', 'brand', 'make', 'made']);

const aliasWords = (text: string) => tokenise(foldText(text).replace(/['.]/g, '').replace(/-/g, ' '));

function buildBrands(): Brand[] {
  const byKey = new Map<string, Brand>();
  const add = (entry: BrandEntry) => {
    const key = aliasWords(entry.name).join(' ');
    if (!key) return;
    const existing = byKey.get(key);
    const words = aliasWords(entry.name);
    const brand: Brand = existing ?? {
      name: entry.name,
      // "The North Face" is mostly said "North Face".
      aliases: [
        { words, isImplied: false },
        ...(words[0] === 'the' && words.length > 2 ? [{ words: words.slice(1), isImplied: false }] : []),
      ],
      categories: new Set(),
      isCommonWord: Boolean(entry.isCommonWord) || commonWords.has(key),
    };
    for (const category of entry.categories) brand.categories.add(category);
    for (const alias of entry.aliases ?? []) {
      const words = aliasWords(alias);
      if (!brand.aliases.some((known) => known.words.join(' ') === words.join(' ')))
        brand.aliases.push({ words, isImplied: true });
    }
    byKey.set(key, brand);
  };
  for (const entry of curatedBrands) add(entry);
  for (const sample of templateSamples()) {
    const name = sample.draft.attributes.brand;
    if (typeof name === 'string' && name.trim()) add({ name, categories: [sample.categoryId] });
  }
  return [...byKey.values()];
}

let cachedBrands: Brand[] | undefined;
export const brandGazetteer = (): Brand[] => (cachedBrands ??= buildBrands());

export function findBrand(name: string): Brand | undefined {
  const key = aliasWords(name).join(' ');
  return brandGazetteer().find((brand) => brand.aliases.some((alias) => alias.words.join(' ') === key));
}

interface RawWord {
  folded: string;
  raw: string;
  isSentenceStart: boolean;
}

function rawWords(text: string): RawWord[] {
  const words: RawWord[] = [];
  const pattern = /[\p{L}\p{N}]+(?:[&'’.][\p{L}\p{N}]+)*/gu;
  let previousEnd = 0;
  for (const match of text.matchAll(pattern)) {
    const between = text.slice(previousEnd, match.index);
    words.push({
      folded: foldText(match[0]).replace(/['.]/g, ''),
      raw: match[0],
      isSentenceStart: words.length === 0 || /[.!?:\n]/.test(between),
    });
    previousEnd = match.index + match[0].length;
  }
  return words;
}

/**
 * A common-word brand counts when it is written like a name mid-sentence, all in capitals,
 * introduced ("von Only"), or followed by a model name ("Kindle Paperwhite", "Pixel 7").
 */
function isNamed(words: RawWord[], start: number): boolean {
  const word = words[start]!;
  const previous = words[start - 1]?.folded;
  if (previous && brandCues.has(previous)) return true;
  const next = words[start + 1]?.raw;
  if (/^\p{Lu}/u.test(word.raw) && next && (/^\p{Lu}/u.test(next) || /\d/.test(next))) return true;
  if (word.raw.length >= 3 && word.raw === word.raw.toUpperCase() && /\p{L}/u.test(word.raw)) return true;
  return !word.isSentenceStart && /^\p{Lu}/u.test(word.raw);
}

/**
 * A common-word brand opening a sentence is still the brand when an item of its own trade follows:
 * "Cube mountain bike", but not "Focus on the details".
 */
function isBeforeItsItem(brand: Brand, words: RawWord[], next: number): boolean {
  const following = words
    .slice(next, next + 3)
    .map((word) => word.raw)
    .join(' ');
  return findItemMentions(following).some(
    (mention) =>
      mention.position === 0 &&
      [...brand.categories].some(
        (id) => mention.term.categoryId === id || mention.term.categoryId.startsWith(`${id}-`),
      ),
  );
}

/**
 * Every brand named in a text, first mentioned first. Exact matches of names and product lines
 * ("iPhone" -> Apple); for OCR text (`allowFuzzy`) also names with one or two misread letters.
 */
export function extractBrands(text: string, options: { allowFuzzy?: boolean } = {}): BrandMatch[] {
  const words = rawWords(text);
  const taken = new Array<boolean>(words.length).fill(false);
  const matches: BrandMatch[] = [];
  const candidates = brandGazetteer()
    .flatMap((brand) => brand.aliases.map((alias) => ({ brand, alias })))
    .sort((left, right) => right.alias.words.length - left.alias.words.length);
  for (const { brand, alias } of candidates) {
    const length = alias.words.length;
    for (let start = 0; start + length <= words.length; start++) {
      if (taken.slice(start, start + length).some(Boolean)) continue;
      if (!alias.words.every((word, offset) => words[start + offset]!.folded === word)) continue;
      const isAmbiguous = brand.isCommonWord || (alias.isImplied && commonWords.has(alias.words.join(' ')));
      if (isAmbiguous && !isNamed(words, start) && !isBeforeItsItem(brand, words, start + length)) continue;
      for (let offset = 0; offset < length; offset++) taken[start + offset] = true;
      matches.push({
        brand,
        isCompatibility: isAfterFor(words, start),
        position: start,
        confidence: alias.isImplied ? 0.8 : isAmbiguous ? 0.75 : 0.9,
        evidence: words
          .slice(start, start + length)
          .map((word) => word.raw)
          .join(' '),
        isFuzzy: false,
      });
    }
  }
  if (options.allowFuzzy) matches.push(...fuzzyBrandMatches(words, taken));
  return matches.sort((left, right) => left.position - right.position);
}

function fuzzyBrandMatches(words: RawWord[], taken: boolean[]): BrandMatch[] {
  const matches: BrandMatch[] = [];
  const names = brandGazetteer()
    .filter((brand) => !brand.isCommonWord)
    .map((brand) => ({
      brand,
      name: brand.aliases[0]!.words.join(''),
      length: brand.aliases[0]!.words.length,
    }))
    .filter((entry) => entry.name.length >= 5);
  for (let index = 0; index < words.length; index++) {
    let best: { brand: Brand; distance: number; length: number } | undefined;
    for (const length of [2, 1]) {
      const span = words.slice(index, index + length);
      if (span.length < length || taken.slice(index, index + length).some(Boolean)) continue;
      const joined = span.map((word) => word.folded).join('');
      if (joined.length < 5 || /\d/.test(joined)) continue;
      for (const entry of names) {
        if (entry.length !== length) continue;
        const limit = entry.name.length >= 8 ? 2 : 1;
        const distance = editDistance(joined, entry.name, limit);
        if (distance > 0 && distance <= limit && (!best || distance < best.distance))
          best = { brand: entry.brand, distance, length };
      }
      if (best) break;
    }
    if (!best) continue;
    for (let offset = 0; offset < best.length; offset++) taken[index + offset] = true;
    matches.push({
      brand: best.brand,
      isCompatibility: isAfterFor(words, index),
      position: index,
      confidence: 0.6,
      evidence: words
        .slice(index, index + best.length)
        .map((word) => word.raw)
        .join(' '),
      isFuzzy: true,
    });
  }
  return matches;
}

/** Whether a brand sells in the category or any of its ancestors. */
export const brandFitsCategory = (brand: Brand, categoryPath: readonly string[]) =>
  categoryPath.some((id) => brand.categories.has(id));
