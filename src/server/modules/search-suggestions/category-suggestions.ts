import { findTaxonomyCategory, flattenTaxonomy, type TaxonomyCategory } from '@shared/catalog/taxonomy';
import type { Language } from '@shared/i18n/languages';

export interface CategoryMatch {
  categoryId: string;
  label: string;
  parentLabel: string | null;
}

interface IndexedCategory {
  category: TaxonomyCategory;
  /** The whole name and each of its words, in every spelling a prefix is compared in. */
  names: string[];
  words: string[];
}

/** Umlauts typed as ae/oe/ue or without dots, and ß as ss, all find "Fahrräder" and "Größe". */
function spellings(text: string): string[] {
  const lower = text.normalize('NFC').toLowerCase();
  const transcribed = lower.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  const plain = lower.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');
  return [...new Set([lower, transcribed, plain])];
}

const indexes = new Map<Language, IndexedCategory[]>();

/** The taxonomy is shared code and small (a few hundred names): an in-memory scan beats a query. */
function indexFor(language: Language): IndexedCategory[] {
  let index = indexes.get(language);
  if (!index) {
    index = flattenTaxonomy().map((category) => {
      const name = category.name[language];
      return {
        category,
        names: spellings(name),
        words: name
          .split(/[\s,&/()+-]+/)
          .filter((word) => word.length > 1)
          .flatMap(spellings),
      };
    });
    indexes.set(language, index);
  }
  return index;
}

/**
 * Categories whose name, or a word of it, starts with the prefix: whole-name matches first,
 * then broader categories (fewer levels) before narrower ones, then the taxonomy's order.
 */
export function matchCategories(prefix: string, language: Language, limit: number): CategoryMatch[] {
  const typed = prefix.trim();
  if (!typed || limit < 1) return [];
  const typedSpellings = spellings(typed);
  const startsWithTyped = (candidate: string) => typedSpellings.some((each) => candidate.startsWith(each));
  const ranked: { entry: IndexedCategory; rank: number; order: number }[] = [];
  for (const [order, entry] of indexFor(language).entries()) {
    const isNameMatch = entry.names.some(startsWithTyped);
    if (!isNameMatch && !entry.words.some(startsWithTyped)) continue;
    ranked.push({ entry, rank: (isNameMatch ? 0 : 10) + entry.category.level, order });
  }
  ranked.sort((left, right) => left.rank - right.rank || left.order - right.order);
  return ranked.slice(0, limit).map(({ entry: { category } }) => {
    const parent = category.parentId ? findTaxonomyCategory(category.parentId) : undefined;
    return {
      categoryId: category.id,
      label: category.name[language],
      parentLabel: parent ? parent.name[language] : null,
    };
  });
}
