import type { CategoryNode } from '@shared/catalog/category.schema';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CategoryIcon } from '../../components/category-icon';
import { useCategories } from '../../lib/catalog/api/get-categories';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { MegaMenuPanel } from './mega-menu-panel';

/** Spec §2: the mega-menu covers these four; the rest live on /categories. */
export const megaMenuCategoryIds = ['fashion', 'electronics', 'home', 'collectibles'] as const;

/**
 * A disclosure navigation (WAI-ARIA APG "disclosure navigation menu"): each top category is a
 * button that shows its panel of links. Escape, a click outside or navigating closes it.
 */
export function MegaMenu() {
  const { t } = useTranslation();
  const { data: categories } = useCategories();
  const language = currentLanguage();
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const panelIdPrefix = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of following the location
  useEffect(() => setOpenId(null), [location]);
  useEffect(() => {
    if (!openId) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenId(null);
      navRef.current?.querySelector<HTMLButtonElement>(`[data-category="${openId}"]`)?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [openId]);

  const featured = megaMenuCategoryIds
    .map((id) => categories?.find((category) => category.id === id))
    .filter((category): category is CategoryNode => Boolean(category));
  const openCategory = featured.find((category) => category.id === openId);

  return (
    <nav ref={navRef} aria-label={t('header.categoriesNav')} className="relative">
      <ul className="flex items-center gap-1">
        {featured.map((category) => {
          const isOpen = category.id === openId;
          return (
            <li key={category.id}>
              <button
                type="button"
                data-category={category.id}
                aria-expanded={isOpen}
                aria-controls={`${panelIdPrefix}-${category.id}`}
                onClick={() => setOpenId(isOpen ? null : category.id)}
                className="group flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-surface-sunken aria-expanded:bg-surface-sunken"
              >
                <CategoryIcon name={category.icon} className="size-4 text-muted" />
                {category.name[language]}
                <ChevronDown
                  aria-hidden
                  className="size-4 text-muted transition-transform group-aria-expanded:rotate-180"
                />
              </button>
            </li>
          );
        })}
        <li>
          <Link
            to={paths.categories}
            className="block rounded-lg px-3 py-2 text-sm font-medium hover:bg-surface-sunken"
          >
            {t('header.allCategories')}
          </Link>
        </li>
        <li>
          <Link
            to={paths.deals}
            className="block rounded-lg px-3 py-2 text-sm font-semibold text-brand hover:bg-surface-sunken"
          >
            {t('header.deals')}
          </Link>
        </li>
        <li>
          <Link
            to={paths.giveAways}
            className="block rounded-lg px-3 py-2 text-sm font-medium hover:bg-surface-sunken"
          >
            {t('header.giveAways')}
          </Link>
        </li>
      </ul>
      {openCategory && (
        <div
          id={`${panelIdPrefix}-${openCategory.id}`}
          className="absolute top-full left-0 z-40 w-[min(56rem,calc(100vw-2rem))] pt-2"
        >
          <MegaMenuPanel category={openCategory} />
        </div>
      )}
    </nav>
  );
}
