import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from '../../../components/category-icon';
import { useCategories } from '../../../lib/catalog/api/get-categories';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

export function CategoryShortcuts() {
  const { t } = useTranslation();
  const { data: categories } = useCategories();
  const language = currentLanguage();
  if (!categories?.length) return null;
  return (
    <section aria-labelledby="home-categories-title">
      <h2 id="home-categories-title" className="text-2xl font-bold tracking-tight">
        {t('home.categories.title')}
      </h2>
      <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={paths.category(category.slug)}
              className="flex h-full flex-col items-center gap-2 rounded-2xl border border-line bg-surface p-4 text-center text-sm font-medium hover:border-brand hover:text-brand"
            >
              <span className="flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand">
                <CategoryIcon name={category.icon} className="size-5" />
              </span>
              {category.name[language]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
