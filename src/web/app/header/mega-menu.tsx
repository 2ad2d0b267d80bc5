import type { CategoryNode } from '@shared/catalog/category.schema';
import { ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '../../features/categories/api/get-categories';
import { CategoryIcon } from '../../features/categories/components/category-icon';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/** Spec §2: the mega-menu covers these four; the rest live on /categories. */
export const megaMenuCategoryIds = ['fashion', 'electronics', 'home', 'collectibles'] as const;

export function MegaMenu() {
  const { t } = useTranslation();
  const { data: categories } = useCategories();
  const language = currentLanguage();
  const featured = megaMenuCategoryIds
    .map((id) => categories?.find((category) => category.id === id))
    .filter((category): category is CategoryNode => Boolean(category));

  return (
    <NavigationMenu.Root aria-label={t('header.categoriesNav')} className="relative hidden md:block">
      <NavigationMenu.List className="flex items-center gap-1">
        {featured.map((category) => (
          <NavigationMenu.Item key={category.id}>
            <NavigationMenu.Trigger className="group flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-surface-sunken data-[state=open]:bg-surface-sunken">
              <CategoryIcon name={category.icon} className="size-4 text-muted" />
              {category.name[language]}
              <ChevronDown
                aria-hidden
                className="size-4 text-muted transition-transform group-data-[state=open]:rotate-180"
              />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute top-full left-0 w-full pt-2">
              <MegaMenuPanel category={category} />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <Link
              to={paths.categories}
              className="block rounded-lg px-3 py-2 text-sm font-medium hover:bg-surface-sunken"
            >
              {t('header.allCategories')}
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <Link
              to={paths.deals}
              className="block rounded-lg px-3 py-2 text-sm font-semibold text-brand hover:bg-surface-sunken"
            >
              {t('header.deals')}
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
      <NavigationMenu.Viewport className="absolute top-full left-0 z-40 w-[min(56rem,calc(100vw-2rem))]" />
    </NavigationMenu.Root>
  );
}

function MegaMenuPanel({ category }: { category: CategoryNode }) {
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
              <NavigationMenu.Link asChild>
                <Link to={paths.category(child.slug)} className="font-semibold hover:text-brand">
                  {child.name[language]}
                </Link>
              </NavigationMenu.Link>
              {child.children.length > 0 && (
                <ul className="mt-1 space-y-1">
                  {child.children.slice(0, 4).map((grandchild) => (
                    <li key={grandchild.id}>
                      <NavigationMenu.Link asChild>
                        <Link
                          to={paths.category(grandchild.slug)}
                          className="text-sm text-muted hover:text-ink"
                        >
                          {grandchild.name[language]}
                        </Link>
                      </NavigationMenu.Link>
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
          <p className="text-xs font-semibold tracking-wide text-brand uppercase">
            {t('megaMenu.promotion')}
          </p>
          <p className="mt-2 text-lg font-bold leading-snug">{t(`megaMenu.promo.${category.id}.title`)}</p>
          <p className="mt-1 text-sm text-muted">{t(`megaMenu.promo.${category.id}.text`)}</p>
        </div>
        <NavigationMenu.Link asChild>
          <Link
            to={paths.category(category.slug)}
            className="mt-4 text-sm font-semibold text-brand underline"
          >
            {t('megaMenu.browseAll', { category: category.name[language] })}
          </Link>
        </NavigationMenu.Link>
      </div>
    </div>
  );
}
