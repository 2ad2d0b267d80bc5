import { Gift, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from '../../components/category-icon';
import { PageHead } from '../../components/page-head';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useCategories } from '../../lib/catalog/api/get-categories';
import { formatNumber } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useCategoryCounts } from './api/get-category-counts';

/** Spec §2 /categories: every top-level category with its sub-categories and listing counts. */
export function CategoriesPage() {
  const { t } = useTranslation('search');
  const categories = useCategories();
  const { data: counts } = useCategoryCounts();
  const language = currentLanguage();
  const countText = (id: string) => {
    const count = counts?.get(id);
    return count === undefined
      ? null
      : t('categories.count', { count, formatted: formatNumber(count, language) });
  };
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <PageHead
        title={t('categories.documentTitle')}
        description={t('categories.description')}
        canonicalPath={paths.categories}
      />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('categories.heading')}</h1>
      {/* A collection, not a category: a free sofa still belongs to furniture (ADR 042). */}
      <section
        aria-labelledby="categories-give-aways"
        className="flex items-center gap-3 rounded-card border border-line bg-surface p-5 shadow-card"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
          <Gift aria-hidden className="size-5" />
        </span>
        <div>
          <h2 id="categories-give-aways" className="text-lg font-semibold">
            <Link to={paths.giveAways} className="hover:text-brand hover:underline">
              {t('categories.giveAwayTitle')}
            </Link>
          </h2>
          <p className="text-sm text-muted">{t('categories.giveAwayText')}</p>
        </div>
      </section>
      {categories.isError && (
        <Alert
          variant="danger"
          actions={
            <Button
              variant="outline"
              size="sm"
              leadingIcon={<RefreshCw aria-hidden />}
              onClick={() => void categories.refetch()}
            >
              {t('categories.retry')}
            </Button>
          }
        >
          {t('categories.loadFailed')}
        </Alert>
      )}
      {categories.isPending && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="h-48" />
          ))}
        </div>
      )}
      {categories.data && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.data.map((category) => (
            <li key={category.id}>
              <section
                aria-labelledby={`category-${category.id}`}
                className="h-full rounded-card border border-line bg-surface p-5 shadow-card"
              >
                <h2 id={`category-${category.id}`} className="flex items-center gap-3 text-lg font-semibold">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
                    <CategoryIcon name={category.icon} className="size-5" />
                  </span>
                  <Link to={paths.category(category.slug)} className="hover:text-brand hover:underline">
                    {category.name[language]}
                  </Link>
                </h2>
                {countText(category.id) && (
                  <p className="mt-1 text-sm text-muted">{countText(category.id)}</p>
                )}
                {category.children.length > 0 && (
                  <ul
                    aria-label={t('categories.subcategories', { category: category.name[language] })}
                    className="mt-4 grid gap-1.5 text-sm"
                  >
                    {category.children.map((child) => (
                      <li key={child.id}>
                        <Link
                          to={paths.category(child.slug)}
                          className="flex justify-between gap-3 text-ink hover:text-brand hover:underline"
                        >
                          <span>{child.name[language]}</span>
                          {counts?.has(child.id) && (
                            <span className="text-muted tabular-nums">
                              {formatNumber(counts.get(child.id) ?? 0, language)}
                            </span>
                          )}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
