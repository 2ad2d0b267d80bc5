import type { CategoryNode } from '@shared/catalog/category.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

export function SubcategoryChips({
  category,
  counts,
}: {
  category: CategoryNode;
  counts: Map<string, number> | undefined;
}) {
  const { t } = useTranslation('search');
  const language = currentLanguage();
  if (category.children.length === 0) return null;
  return (
    <nav aria-label={t('category.subcategories')}>
      <ul className="flex flex-wrap gap-2">
        {category.children.map((child) => (
          <li key={child.id}>
            <Link
              to={paths.category(child.slug)}
              className="inline-flex h-8 items-center gap-1.5 rounded-full border border-line-strong bg-surface px-3 text-sm font-medium text-ink hover:border-brand hover:text-brand"
            >
              {child.name[language]}
              {counts?.has(child.id) && (
                <span className="text-xs text-muted tabular-nums">
                  {formatNumber(counts.get(child.id) ?? 0, language)}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
