import { flattenTaxonomy } from '@shared/catalog/taxonomy';
import { searchCategoryWords } from './search-category-words.data';
import { searchSynonymGroups } from './search-synonyms.data';

/**
 * What search knows about one word (ADR 045): the words it stands for, the leaf categories whose
 * listings it matches (from synonym groups), and the categories whose listings rank higher for it
 * (groups, the category words and the categories' own names).
 */
export interface WordSense {
  synonyms: string[];
  matchCategories: string[];
  boostCategories: string[];
}

/** A name or item word that names more categories than this says nothing about the category. */
const boostCategoriesMax = 5;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

interface MutableSense {
  synonyms: Set<string>;
  matchCategories: Set<string>;
  boostCategories: Set<string>;
}

function buildLexicon(): Map<string, WordSense> {
  const senses = new Map<string, MutableSense>();
  const senseFor = (word: string) => {
    let sense = senses.get(word);
    if (!sense) {
      sense = { synonyms: new Set(), matchCategories: new Set(), boostCategories: new Set() };
      senses.set(word, sense);
    }
    return sense;
  };
  for (const group of searchSynonymGroups) {
    for (const word of group.words) {
      const sense = senseFor(word);
      for (const other of group.words) if (other !== word) sense.synonyms.add(other);
      for (const category of group.categories) {
        sense.matchCategories.add(category);
        sense.boostCategories.add(category);
      }
    }
  }
  const hint = (word: string, category: string) => {
    if (word.length >= 3) senseFor(word).boostCategories.add(category);
  };
  for (const [category, words] of Object.entries(searchCategoryWords)) {
    for (const word of [...words.de, ...words.en]) hint(word, category);
  }
  for (const category of flattenTaxonomy()) {
    if (!category.isLeaf) continue;
    for (const word of [...wordsOf(category.name.de), ...wordsOf(category.name.en)]) hint(word, category.id);
  }
  const lexicon = new Map<string, WordSense>();
  for (const [word, sense] of senses) {
    const boost = [...sense.boostCategories];
    lexicon.set(word, {
      synonyms: [...sense.synonyms],
      matchCategories: [...sense.matchCategories],
      // Group categories always count; loose hints only while they stay specific.
      boostCategories:
        boost.length <= boostCategoriesMax || sense.matchCategories.size > 0
          ? boost.filter(
              (category) => boost.length <= boostCategoriesMax || sense.matchCategories.has(category),
            )
          : [],
    });
  }
  return lexicon;
}

let lexicon: Map<string, WordSense> | undefined;

/** The sense of a lower-case word, or null when the lexicon does not hold it. */
export function senseOf(word: string): WordSense | null {
  lexicon ??= buildLexicon();
  return lexicon.get(word) ?? null;
}

/** Every word the lexicon holds (for tests and the decompounder). */
export function lexiconWords(): string[] {
  lexicon ??= buildLexicon();
  return [...lexicon.keys()];
}
