import { findTaxonomyCategory, flattenTaxonomy, type TaxonomyCategory } from '@shared/catalog/taxonomy';
import { searchForms, stripName } from '@shared/text/name-folding';
import type { Language } from '../../../../lib/i18n';

/** Every form a category name may be searched by, in both languages ("Mäntel": maentel, mantel). */
function searchFormsOf(category: TaxonomyCategory): string[] {
  return [category.name.en, category.name.de].flatMap(searchForms);
}

interface IndexedCategory {
  category: TaxonomyCategory;
  ownForms: string[];
  /** Forms of the category and its ancestors, so "damen jacke" finds Women › Jackets. */
  pathForms: string[];
}

let index: IndexedCategory[] | undefined;

function searchIndex(): IndexedCategory[] {
  index ??= flattenTaxonomy()
    .filter((category) => category.isLeaf)
    .map((category) => ({
      category,
      ownForms: searchFormsOf(category),
      pathForms: category.path.flatMap((id) => {
        const node = findTaxonomyCategory(id);
        return node ? searchFormsOf(node) : [];
      }),
    }));
  return index;
}

export const categorySearchLimit = 20;

/**
 * Leaf categories whose path names (en or de, with or without umlauts) contain every word of
 * the query. Leaves whose own name matches come first, then by name in the UI language.
 */
export function searchLeafCategories(query: string, language: Language): TaxonomyCategory[] {
  const words = stripName(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const matches = searchIndex().filter(({ pathForms }) =>
    words.every((word) => pathForms.some((form) => form.includes(word))),
  );
  const rank = ({ ownForms }: IndexedCategory) => {
    if (words.some((word) => ownForms.some((form) => form.startsWith(word)))) return 0;
    if (words.some((word) => ownForms.some((form) => form.includes(word)))) return 1;
    return 2;
  };
  return matches
    .map((entry) => ({ entry, rank: rank(entry) }))
    .sort(
      (left, right) =>
        left.rank - right.rank ||
        left.entry.category.name[language].localeCompare(right.entry.category.name[language], language),
    )
    .map(({ entry }) => entry.category);
}

/** The names along a category's path in one language ("Fashion & accessories", "Women", …). */
export function categoryPathNames(categoryId: string, language: Language): string[] {
  const category = findTaxonomyCategory(categoryId);
  if (!category) return [];
  return category.path.flatMap((id) => findTaxonomyCategory(id)?.name[language] ?? []);
}
