import type { CategoryNode } from '@shared/catalog/category.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/** One top category's quick links (sub-categories and their first children) and its promotion. */
export function MegaMenuPanel({ category }: { category: CategoryNode }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <div className="grid grid-cols-[1fr_16rem] gap-6 rounded-2xl border border-line bg-surface-raised p-6 shadow-pop">
      <div>
        <p className="mb-3 text-xs font-semibold tracking-wide text-muted uppercase">
          {t('header.quickLinks')}
        </p>
        <ul className="grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-3">
          {category.children.map((child) => (
            <li key={child.id}>
              <Link to={paths.category(child.slug)} className="font-semibold hover:text-brand">
                {child.name[language]}
              </Link>
              {child.children.length > 0 && (
                <ul className="mt-1 space-y-1">
                  {child.children.slice(0, 4).map((grandchild) => (
                    <li key={grandchild.id}>
                      <Link
                        to={paths.category(grandchild.slug)}
                        className="text-sm text-muted hover:text-ink"
                      >
                        {grandchild.name[language]}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col justify-between rounded-xl bg-brand-soft p-5">
        <div>
          <p className="text-xs font-semibold tracking-wide text-brand-strong uppercase">
            {t('megaMenu.promotion')}
          </p>
          <p className="mt-2 text-lg font-bold leading-snug">{t(`megaMenu.promo.${category.id}.title`)}</p>
          <p className="mt-1 text-sm text-ink">{t(`megaMenu.promo.${category.id}.text`)}</p>
        </div>
        <Link
          to={paths.category(category.slug)}
          className="mt-4 text-sm font-semibold text-brand-strong underline"
        >
          {t('megaMenu.browseAll', { category: category.name[language] })}
        </Link>
      </div>
    </div>
  );
}
