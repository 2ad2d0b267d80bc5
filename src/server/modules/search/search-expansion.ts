import { topCategoryIdOf } from '@shared/catalog/taxonomy';
import { splitCompound } from './search-decompound';
import { senseOf } from './search-lexicon';

/**
 * A search's words widened for matching (ADR 045): each typed word becomes an OR of the word
 * itself (a whole word, stemmed: ADR 078), its synonyms, the listing words that end in it
 * (compounds: "tasse" finds "Espressotasse"), its parts when it is a compound the lexicon can
 * split ("Espressotasse" finds "Espresso-Tasse"), and the tokens of the categories it names; the
 * words' ORs are ANDed. Pure: the repository normalises the texts (German, English and simple
 * configurations) and looks the compounds up, this file plans and assembles.
 */
export interface WordPlan {
  word: string;
  /** to_tsquery texts to normalise: the word and its synonyms. */
  texts: string[];
  /** Words whose compounds in the listings (search_terms) also match: the word and its head. */
  heads: string[];
  /** The compound's parts: the modifier as a whole word, the head with its synonyms and categories. */
  compound: { modifier: string; texts: string[]; categories: string[] } | null;
  matchCategories: string[];
  /** Listings in these categories rank higher: the item the word names. */
  boostCategories: string[];
  /** The lexicon holds the word or its head; such a word is never spell-corrected. */
  isKnown: boolean;
}

/** Heads shorter than this find too many unrelated endings ("rad" in "Motorrad" is fine, "bus" less so). */
const headLengthMin = 4;
const synonymsMax = 16;

/**
 * Adjacent words the lexicon holds as one ("coffee table", "car seat", "high chair") become that
 * word; German writes them together, and the lexicon lists the English ones joined.
 */
export function joinLexiconPhrases(words: readonly string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const next = words[index + 1];
    if (next !== undefined && senseOf(word + next)) {
      joined.push(word + next);
      index += 1;
    } else {
      joined.push(word);
    }
  }
  return joined;
}

export function planSearchWords(typedWords: readonly string[]): WordPlan[] {
  const words = joinLexiconPhrases(typedWords);
  return words.map((word) => {
    const sense = senseOf(word);
    const synonyms = (sense?.synonyms ?? []).slice(0, synonymsMax);
    const split = splitCompound(word);
    const headSense = split ? senseOf(split.head) : null;
    // Only the word itself (and a compound's head) is looked up as an ending: the synonyms'
    // compounds are mostly covered by the category tokens, and each look-up is a trigram scan
    // (bench:search: the typo shape's p95 went from 151 to 572 ms with every synonym looked up).
    const heads = word.length >= headLengthMin ? [word] : [];
    return {
      word,
      texts: [word, ...synonyms],
      heads: split && split.head.length >= headLengthMin ? [...heads, split.head] : heads,
      compound: split
        ? {
            modifier: split.modifier,
            texts: [split.head, ...(headSense?.synonyms ?? []).slice(0, synonymsMax)],
            categories: headSense?.matchCategories ?? [],
          }
        : null,
      matchCategories: sense?.matchCategories ?? [],
      boostCategories: [
        ...new Set([...(sense?.boostCategories ?? []), ...(headSense?.boostCategories ?? [])]),
      ],
      isKnown: Boolean(sense || headSense),
    };
  });
}

/** Every text a plan needs normalised. */
export const normaliseTextsOf = (plans: readonly WordPlan[]) => [
  ...new Set(
    plans.flatMap((plan) => [
      ...plan.texts,
      ...(plan.compound ? [plan.compound.modifier, ...plan.compound.texts] : []),
    ]),
  ),
];

export const compoundHeadsOf = (plans: readonly WordPlan[]) => [
  ...new Set(plans.flatMap((plan) => plan.heads)),
];

export interface WordLookups {
  /** A text's tsquery text per configuration ('' for a stop word). */
  normalised: ReadonlyMap<string, readonly string[]>;
  /** Listing words ending in a head. */
  compounds: ReadonlyMap<string, readonly string[]>;
}

const quoted = (lexeme: string) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

const categoryToken = (categoryId: string) => quoted(`~k${categoryId}`);

/** A chunk that is not one lexeme ("'a' & 'b'") is put in parentheses before it is ORed. */
const asOperand = (chunk: string) => (/^'(?:[^']|'')+'(?::\*)?$/.test(chunk) ? chunk : `( ${chunk} )`);

function chunksOf(texts: readonly string[], lookups: WordLookups): string[] {
  return texts.flatMap((text) => (lookups.normalised.get(text) ?? []).filter((chunk) => chunk !== ''));
}

/**
 * The inflections a listing word may carry after a head and still be its compound ("tasse" ->
 * "espressotassen"): the compound look-up's pattern (search.repository.ts) and the check below.
 */
export const compoundInflections = ['n', 'en', 'e', 's', 'er', 'es', 'ern'] as const;

/**
 * Whether a listing word that ends in a head is a word of its own from another part of the
 * catalogue, and so no compound of the head: "controller" ends in "roller" but is a games
 * controller, and "Roller" found every console sold with one. Words the lexicon does not know,
 * and words of the head's own part ("tretroller" for "roller"), still count as its compounds.
 */
export function isUnrelatedWord(term: string, head: string): boolean {
  // The listing word may be inflected ("Controllern"); the lexicon holds its plain form.
  const forms = [
    term,
    ...compoundInflections
      .filter((ending) => term.endsWith(ending))
      .map((ending) => term.slice(0, -ending.length)),
  ];
  const termCategories =
    forms.map(senseOf).find((sense) => (sense?.matchCategories.length ?? 0) > 0)?.matchCategories ?? [];
  const headCategories = senseOf(head)?.matchCategories ?? [];
  if (termCategories.length === 0 || headCategories.length === 0) return false;
  const headParts = new Set(headCategories.map(topCategoryIdOf));
  return !termCategories.some((category) => headParts.has(topCategoryIdOf(category)));
}

function clauseOf(plan: WordPlan, lookups: WordLookups): string | null {
  const alternatives = new Set<string>(chunksOf(plan.texts, lookups).map(asOperand));
  for (const head of plan.heads) {
    for (const term of lookups.compounds.get(head) ?? []) {
      if (!isUnrelatedWord(term, head)) alternatives.add(quoted(term));
    }
  }
  for (const category of plan.matchCategories) alternatives.add(categoryToken(category));
  if (plan.compound) {
    // The head alone matches too (a cup for "Espressotasse" when no espresso cup is listed); with
    // the modifier it matches one more item of the query, which ranks it higher.
    const headAlternatives = new Set(chunksOf(plan.compound.texts, lookups).map(asOperand));
    for (const category of plan.compound.categories) headAlternatives.add(categoryToken(category));
    if (headAlternatives.size > 0) {
      // The modifier is a whole word too, stemmed like the rest ("damen" finds "Damen", "Dame").
      const modifiers = [...new Set(chunksOf([plan.compound.modifier], lookups).map(asOperand))];
      if (modifiers.length > 0) {
        const modifier = modifiers.length === 1 ? modifiers.join('') : `( ${modifiers.join(' | ')} )`;
        alternatives.add(`( ${modifier} & ( ${[...headAlternatives].join(' | ')} ) )`);
      }
      for (const alternative of headAlternatives) alternatives.add(alternative);
    }
  }
  if (alternatives.size === 0) return null;
  return alternatives.size === 1 ? [...alternatives].join('') : `( ${[...alternatives].join(' | ')} )`;
}

/**
 * The tsquery text (cast with ::tsquery, no further parsing) of the widened search and the
 * categories whose listings rank higher; null when every word is a stop word.
 */
export function buildExpandedQuery(
  plans: readonly WordPlan[],
  lookups: WordLookups,
): { matchQuery: string; boostCategoryIds: string[] } | null {
  const clauses = plans.map((plan) => clauseOf(plan, lookups)).filter((clause) => clause !== null);
  if (clauses.length === 0) return null;
  return {
    matchQuery: clauses.join(' & '),
    boostCategoryIds: [...new Set(plans.flatMap((plan) => plan.boostCategories))].sort(),
  };
}
