import { categoryLexicon } from '../src/server/modules/ai/understanding/category-lexicon';
import { foldText } from '../src/server/modules/ai/understanding/normalise-text';
import type { ListingDraftSuggestion } from '../src/shared/ai/draft-suggestion.schema';
import type { EvalCase } from './cases/eval-case';

export const scoredAttributes = ['brand', 'size', 'colour', 'condition'] as const;
export type ScoredAttribute = (typeof scoredAttributes)[number];

export interface CaseOutcome {
  evalCase: EvalCase;
  isHeldOut: boolean;
  draft: ListingDraftSuggestion;
}

export interface Counts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

const comparable = (value: unknown) =>
  typeof value === 'string' ? foldText(value).replace(/[^a-z0-9]/g, '') : undefined;

export function predicted(draft: ListingDraftSuggestion, attribute: ScoredAttribute): string | undefined {
  if (attribute === 'condition') return draft.condition ?? undefined;
  const value = draft.attributes[attribute];
  return typeof value === 'string' ? value : undefined;
}

/** Precision/recall counts: a wrong value is a false positive and a false negative at once. */
export function attributeCounts(outcomes: readonly CaseOutcome[], attribute: ScoredAttribute): Counts {
  const counts: Counts = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
  for (const { evalCase, draft } of outcomes) {
    const expected = comparable(evalCase.expected[attribute]);
    const actual = comparable(predicted(draft, attribute));
    if (expected && actual === expected) counts.truePositives += 1;
    else {
      if (actual) counts.falsePositives += 1;
      if (expected) counts.falseNegatives += 1;
    }
  }
  return counts;
}

export function scores({ truePositives, falsePositives, falseNegatives }: Counts) {
  const precision =
    truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives);
  const recall = truePositives + falseNegatives === 0 ? 1 : truePositives / (truePositives + falseNegatives);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** Top-1 and top-3 category accuracy: the draft's category, then its alternatives. */
export function categoryAccuracy(outcomes: readonly CaseOutcome[]) {
  if (outcomes.length === 0) return { count: 0, top1: 0, top3: 0 };
  let top1 = 0;
  let top3 = 0;
  for (const { evalCase, draft } of outcomes) {
    const ranked = [
      draft.categoryId,
      ...draft.alternativeCategories.map((alternative) => alternative.categoryId),
    ];
    if (ranked[0] === evalCase.expected.categoryId) top1 += 1;
    if (ranked.slice(0, 3).includes(evalCase.expected.categoryId)) top3 += 1;
  }
  return { count: outcomes.length, top1: top1 / outcomes.length, top3: top3 / outcomes.length };
}

export interface TitleChecks {
  count: number;
  lengthOk: number;
  hasBrand: number;
  brandCases: number;
  hasItemWord: number;
  noRepeatedWord: number;
}

/** Title quality: 10–140 characters, names the expected brand and an item word, repeats no word. */
export function titleChecks(outcomes: readonly CaseOutcome[]): TitleChecks {
  const checks: TitleChecks = {
    count: 0,
    lengthOk: 0,
    hasBrand: 0,
    brandCases: 0,
    hasItemWord: 0,
    noRepeatedWord: 0,
  };
  for (const { evalCase, draft } of outcomes) {
    const title = foldText(draft.title);
    checks.count += 1;
    if (draft.title.length >= 10 && draft.title.length <= 140) checks.lengthOk += 1;
    if (evalCase.expected.brand) {
      checks.brandCases += 1;
      if (title.replace(/[^a-z0-9]/g, '').includes(comparable(evalCase.expected.brand)!))
        checks.hasBrand += 1;
    }
    const lexicon = categoryLexicon[draft.categoryId];
    const itemWords = [...(lexicon?.de ?? []), ...(lexicon?.en ?? [])].map((word) => foldText(word));
    if (itemWords.some((word) => title.includes(word))) checks.hasItemWord += 1;
    const words = title.match(/[a-z0-9]{3,}/g) ?? [];
    if (new Set(words).size === words.length) checks.noRepeatedWord += 1;
  }
  return checks;
}

/** A title fact is one word or phrase, or alternatives split by '|' ("6|sechs"); compared without punctuation. */
export function namesFact(title: string, fact: string): boolean {
  const compact = (value: string) => foldText(value).replace(/[^a-z0-9]/g, '');
  const folded = compact(title);
  return fact.split('|').some((alternative) => folded.includes(compact(alternative)));
}

/** Category names used as filler: a title that is only brand + category name ("Münzen, Münzen"). */
function repeatsAWord(title: string): boolean {
  const words = foldText(title).match(/[a-z0-9]{3,}/g) ?? [];
  return new Set(words).size !== words.length;
}

export interface TitleCaseCheck {
  passed: boolean;
  failures: string[];
}

/** One case's title against issue 15's rules: length, brand, the facts a buyer searches for, no repeats. */
export function checkTitle({ evalCase, draft }: CaseOutcome): TitleCaseCheck {
  const failures: string[] = [];
  if (draft.title.length < 10 || draft.title.length > 140) failures.push('length');
  const brand = evalCase.expected.brand;
  if (brand && !namesFact(draft.title, brand)) failures.push(`brand ${brand}`);
  for (const fact of evalCase.expected.titleFacts ?? [])
    if (!namesFact(draft.title, fact)) failures.push(`fact ${fact}`);
  if (repeatsAWord(draft.title)) failures.push('repeated word');
  return { passed: failures.length === 0, failures };
}

export interface SaidFactCheck {
  fact: string;
  expected: unknown;
  actual: unknown;
}

/** Every fact the seller said, compared with the draft's field for it; a miss lists both values. */
export function saidFactChecks({ evalCase, draft }: CaseOutcome): { kept: number; missed: SaidFactCheck[] } {
  const said = evalCase.expected.said;
  if (!said) return { kept: 0, missed: [] };
  const pairs: SaidFactCheck[] = [];
  const add = (fact: string, expected: unknown, actual: unknown) => {
    if (expected !== undefined) pairs.push({ fact, expected, actual });
  };
  add('price', said.price, draft.price.value);
  add('priceKind', said.priceKind, draft.priceKind);
  add('place', said.place, draft.place?.slug);
  add('pickup', said.pickup, draft.handover?.pickup);
  add('shipping', said.shipping, draft.handover?.shipping);
  add('quantity', said.quantity, draft.quantity);
  for (const [key, value] of Object.entries(said.attributes ?? {}))
    add(`attributes.${key}`, value, draft.attributes[key]);
  const missed = pairs.filter((pair) => pair.expected !== pair.actual);
  return { kept: pairs.length - missed.length, missed };
}

/** Whether the draft's price lies in the case's plausible range (a give-away's range is [0, 0]). */
export function isPricePlausible({ evalCase, draft }: CaseOutcome): boolean | undefined {
  const range = evalCase.expected.priceRange;
  if (!range) return undefined;
  return draft.price.value >= range[0] && draft.price.value <= range[1];
}

export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}
