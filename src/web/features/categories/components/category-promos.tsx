import type { CategoryNode } from '@shared/catalog/category.schema';
import { Camera, TrendingDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SellLink } from '../../../components/sell-link';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** Top categories with their own campaign line; the others get the general one with their name. */
const campaignCategories = ['fashion', 'electronics'] as const;

const cardClasses = 'flex items-start gap-3 rounded-card border border-line bg-surface p-4 shadow-card';
const actionClasses = 'mt-2 inline-block text-sm font-semibold text-brand hover:underline';

/** Spec §2 category page promo campaigns: selling in this category, and the deals. */
export function CategoryPromos({ topCategory }: { topCategory: CategoryNode }) {
  const { t } = useTranslation('search');
  const language = currentLanguage();
  const campaign = campaignCategories.find((id) => id === topCategory.id);
  const sellTitle = campaign
    ? t(`category.promo.${campaign}`)
    : t('category.promo.sellTitle', { category: topCategory.name[language] });
  return (
    <ul aria-label={t('category.promosLabel')} className="grid gap-3 sm:grid-cols-2">
      <li className={cardClasses}>
        <Camera aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
        <div>
          <h2 className="font-semibold">{sellTitle}</h2>
          <p className="text-sm text-muted">{t('category.promo.sellText')}</p>
          <SellLink origin="category-promo" className={actionClasses}>
            {t('category.promo.sellAction')}
          </SellLink>
        </div>
      </li>
      <li className={cardClasses}>
        <TrendingDown aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
        <div>
          <h2 className="font-semibold">{t('category.promo.dealsTitle')}</h2>
          <p className="text-sm text-muted">{t('category.promo.dealsText')}</p>
          <Link to={paths.deals} className={actionClasses}>
            {t('category.promo.dealsAction')}
          </Link>
        </div>
      </li>
    </ul>
  );
}
