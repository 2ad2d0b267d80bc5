import type { CategoryNode } from '@shared/catalog/category.schema';
import type { SearchFacets } from '@shared/search/search.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '../../../lib/catalog/api/get-categories';
import { categoriesById } from '../../../lib/catalog/category-tree';
import { currentLanguage } from '../../../lib/i18n';
import { compactParams } from '../../../lib/search-url';
import type { SearchState } from '../use-search-state';
import { FacetCount } from './facet-count';

const maxShown = 12;

/**
 * The next level below the chosen category (top level without one), with counts, as links; above
 * the count cap the counts are "at least" figures (ADR 078).
 */
export function CategoryFacetList({ state, facets }: { state: SearchState; facets: SearchFacets }) {
  const { t } = useTranslation('search');
  const { data: tree } = useCategories();
  const language = currentLanguage();
  if (!tree) return null;
  const byId = categoriesById(tree);
  const current = state.params.category
    ? [...byId.values()].find((node) => node.slug === state.params.category)
    : undefined;
  const parentId = current?.id ?? null;
  const entries = facets.categories
    .map((facet) => ({ node: byId.get(facet.id), count: facet.count }))
    .filter(
      (entry): entry is { node: CategoryNode; count: number } =>
        entry.node?.parentId === parentId && entry.count > 0,
    )
    .sort((first, second) => second.count - first.count)
    .slice(0, maxShown);
  return (
    <ul className="grid gap-1.5 text-sm">
      {current && (
        <li>
          <Link
            to={state.hrefFor(compactParams({ ...state.params, category: undefined }))}
            className="font-medium text-brand hover:underline"
          >
            {t('filters.categories.all')}
          </Link>
        </li>
      )}
      {entries.map(({ node, count }) => (
        <li key={node.id}>
          <Link
            to={state.hrefFor({ ...state.params, category: node.slug })}
            className="flex justify-between gap-2 rounded text-ink hover:text-brand hover:underline"
          >
            <span>{node.name[language]}</span>
            <span className="text-muted tabular-nums">
              <FacetCount count={count} isPartial={facets.isPartial} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
