import { findTaxonomyCategory } from '@shared/catalog/taxonomy';
import type { SpeechCoverageKey, SpeechIssueCode, SpeechLanguage } from '@shared/speech/speech.schema';
import { extractBrands } from './brand-gazetteer';
import { categoryClassifier } from './category-classifier';
import { findItemMentions } from './category-lexicon';
import { extractColours } from './extract-colour';
import { extractCondition } from './extract-condition';
import { extractDefects } from './extract-defects';
import { extractModel } from './extract-electronics';
import { extractFulfilment } from './extract-fulfilment';
import { extractPrice } from './extract-price';
import { extractSizes } from './extract-size';
import { listingVocabulary } from './listing-vocabulary';
import { fillerWords, foldText, stopWords } from './normalise-text';

export interface TranscriptAnalysis {
  wordCount: number;
  /** At most 20 telling words, most telling first: item, brand, model, size, colour, then the rest. */
  keywords: string[];
  coverage: Record<SpeechCoverageKey, boolean>;
  qualityScore: number;
  issues: SpeechIssueCode[];
  /** The category the words point to, when they clearly point somewhere. */
  categoryId: string | null;
}

/** Fewer words than this cannot describe an item well. */
const veryShortWords = 8;
/** About a 20-second description; longer adds nothing to the length part of the score. */
const fullLengthWords = 30;
const itemConfidence = 0.35;

/**
 * What a spoken description covers, for the speech notices and the quality score. Works for de and
 * en fully; for fr and es brands, sizes, numbers and item words shared across languages still count.
 */
export function analyseTranscript(text: string, language: SpeechLanguage): TranscriptAnalysis {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  const wordCount = words.filter((word) => !fillerWords.has(foldText(word))).length;
  const items = findItemMentions(text);
  const ranked = text.trim() ? categoryClassifier().classify({ text }) : [];
  const best = ranked[0];
  const category =
    best && best.confidence >= itemConfidence ? findTaxonomyCategory(best.categoryId) : undefined;
  const brands = extractBrands(text);
  const sizes = extractSizes(text);
  const colours = extractColours(text);
  const model = extractModel(text);
  const coverage: Record<SpeechCoverageKey, boolean> = {
    item: items.length > 0 || Boolean(category),
    brand: brands.length > 0,
    condition: extractCondition(text) !== null,
    size: sizes.length > 0,
    defects:
      extractDefects(text).length > 0 ||
      /keine (?:mängel|maengel|schäden|kratzer|flecken)|no (?:defects|damage|scratches|stains)|(?:scratch|damage)[- ]free|einwandfrei|flawless/i.test(
        text,
      ),
    price: extractPrice(text, language) !== null,
    fulfilment: extractFulfilment(text) !== null,
  };

  const fields = new Set(category?.attributeSchema.fields.map((field) => field.key) ?? []);
  const sizeRequired = category?.attributeSchema.fields.some(
    (field) => field.key === 'size' && field.isRequired,
  );
  const issues: SpeechIssueCode[] = [];
  if (wordCount < veryShortWords) issues.push('very_short');
  if (!coverage.item) issues.push('no_item');
  if (!coverage.condition) issues.push('no_condition');
  if (fields.has('brand') && !coverage.brand) issues.push('no_brand');
  if (sizeRequired && !coverage.size) issues.push('no_size');
  if (!coverage.price) issues.push('no_price');
  if (!coverage.fulfilment) issues.push('no_fulfilment');

  // What matters for this item: brand only where the category has one, size only where it needs one.
  // Defects are not required: an item without any has nothing to mention.
  const relevant: SpeechCoverageKey[] = ['item', 'condition', 'price', 'fulfilment'];
  if (!category || fields.has('brand')) relevant.push('brand');
  if (sizeRequired) relevant.push('size');
  const covered = relevant.filter((key) => coverage[key]).length / relevant.length;
  const lengthScore = Math.min(1, wordCount / fullLengthWords);
  const qualityScore = Math.round(100 * (0.3 * lengthScore + 0.7 * covered));

  const keywords = [
    ...items.map((item) => item.spoken),
    ...brands.map((brand) => brand.evidence),
    ...(model ? [model.value] : []),
    ...sizes.map((size) => size.value),
    ...colours.map((colour) => colour.evidence),
    ...contentWords(words),
  ];
  const unique: string[] = [];
  for (const keyword of keywords) {
    if (
      !unique.some(
        (known) => foldText(known) === foldText(keyword) || foldText(known).includes(foldText(keyword)),
      )
    )
      unique.push(keyword);
  }
  return {
    wordCount,
    keywords: unique.slice(0, 20),
    coverage,
    qualityScore,
    issues,
    categoryId: category?.id ?? null,
  };
}

/** Longer nouns first-ish: capitalised words (German nouns, names) and long words, minus selling talk. */
function contentWords(words: string[]): string[] {
  const generic = listingVocabulary();
  return words
    .filter((word) => {
      const folded = foldText(word);
      return word.length >= 4 && !stopWords.has(folded) && !generic.has(folded) && !/^\d+$/.test(word);
    })
    .sort(
      (left, right) =>
        Number(/^\p{Lu}/u.test(right)) - Number(/^\p{Lu}/u.test(left)) || right.length - left.length,
    );
}
