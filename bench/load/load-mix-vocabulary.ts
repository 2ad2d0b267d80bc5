import { flattenTaxonomy } from '@shared/catalog/taxonomy';
import { englishNouns, germanNouns } from '../search/bench-words';

/** What the load mix and the hot-reads bench search and browse for, so both measure the same reads. */
export const searchWords = [...germanNouns.slice(0, 30), ...englishNouns.slice(0, 30)].map((word) =>
  word.toLowerCase(),
);
export const topCategoryIds = flattenTaxonomy()
  .filter((category) => category.level === 0)
  .map((category) => category.id);
export const dealSegmentIds = ['price-drops', 'under-20', 'free-shipping', 'same-day'];
