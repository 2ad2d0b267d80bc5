import type { CategoryNode } from '@shared/catalog/category.schema';
import type { SearchParams } from '@shared/search/search-params';
import { FolderX } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPanel } from '../../components/not-found-panel';
import { PageHead } from '../../components/page-head';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useCategoryCounts } from '../../features/categories/api/get-category-counts';
import { CategoryBreadcrumb } from '../../features/categories/components/category-breadcrumb';
import { CategoryPromos } from '../../features/categories/components/category-promos';
import { SubcategoryChips } from '../../features/categories/components/subcategory-chips';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { SearchResultsView } from '../../features/search/components/search-results-view';
import { useSearchState } from '../../features/search/use-search-state';
import { useCategories } from '../../lib/catalog/api/get-categories';
import { findCategoryTrail } from '../../lib/catalog/category-tree';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { withQueryString } from '../../lib/search-url';

/** Spec §2 /categories/{slug}: the search with the category fixed by the path. */
export function CategoryPage() {
  const { t } = useTranslation('search');
  const { categorySlug = '' } = useParams();
  const categories = useCategories();
  const trail = useMemo(
    () => (categories.data ? findCategoryTrail(categories.data, categorySlug) : null),
    [categories.data, categorySlug],
  );
  if (categories.isPending) {
    return (
      <div className="flex justify-center px-4 py-16">
        <Spinner />
      </div>
    );
  }
  if (categories.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Alert
          variant="danger"
          actions={
            <Button variant="outline" size="sm" onClick={() => void categories.refetch()}>
              {t('categories.retry')}
            </Button>
          }
        >
          {t('categories.loadFailed')}
        </Alert>
      </div>
    );
  }
  if (!trail) {
    return (
      <NotFoundPanel
        icon={<FolderX />}
        title={t('category.notFoundTitle')}
        description={t('category.notFoundText')}
      >
        <Button asChild>
          <Link to={paths.categories}>{t('category.allCategories')}</Link>
        </Button>
      </NotFoundPanel>
    );
  }
  return <CategoryResults key={categorySlug} trail={trail} />;
}

function CategoryResults({ trail }: { trail: CategoryNode[] }) {
  const { t } = useTranslation('search');
  const language = currentLanguage();
  const { data: counts } = useCategoryCounts();
  const category = trail[trail.length - 1] as CategoryNode;
  const topCategory = trail[0] as CategoryNode;
  const fixed = useMemo<SearchParams>(() => ({ category: category.slug }), [category.slug]);
  const hrefFor = useCallback((params: SearchParams) => {
    const { category: slug, ...rest } = params;
    return slug ? withQueryString(paths.category(slug), rest) : withQueryString(paths.search(), rest);
  }, []);
  const state = useSearchState({ fixed, hrefFor });
  const name = category.name[language];
  return (
    <>
      <PageHead
        title={t('category.documentTitle', { category: name })}
        description={t('category.description', { category: name })}
        canonicalPath={paths.category(category.slug)}
      />
      <SearchResultsView
        state={state}
        actions={<SaveSearchButton params={state.params} />}
        heading={name}
        fixedKeys={['category']}
        before={<CategoryBreadcrumb trail={trail} />}
        intro={
          <div className="grid gap-4">
            <SubcategoryChips category={category} counts={counts} />
            <CategoryPromos topCategory={topCategory} />
          </div>
        }
      />
    </>
  );
}
