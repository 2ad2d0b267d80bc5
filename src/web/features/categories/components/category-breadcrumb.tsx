import type { CategoryNode } from '@shared/catalog/category.schema';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** Home > Categories > ancestors > this category (the last one is the current page, not a link). */
export function CategoryBreadcrumb({ trail }: { trail: CategoryNode[] }) {
  const { t } = useTranslation('search');
  const language = currentLanguage();
  const crumbs = [
    { key: 'home', label: t('category.home'), to: paths.home },
    { key: 'categories', label: t('category.categories'), to: paths.categories },
    ...trail.map((node) => ({ key: node.id, label: node.name[language], to: paths.category(node.slug) })),
  ];
  return (
    <nav aria-label={t('category.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1;
          return (
            <li key={crumb.key} className="flex items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden className="size-4" />}
              {isCurrent ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.to} className="hover:text-brand hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
