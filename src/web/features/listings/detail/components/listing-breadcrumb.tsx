import type { ListingDetail } from '@shared/listings/listing-detail.schema';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';

export function ListingBreadcrumb({ category }: { category: ListingDetail['category'] }) {
  const { t } = useTranslation('listing-detail');
  const language = currentLanguage();
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        <li>
          <Link to={paths.home} className="hover:text-ink hover:underline">
            {t('home')}
          </Link>
        </li>
        {category.path.map((step) => (
          <li key={step.id} className="flex items-center gap-1">
            <ChevronRight aria-hidden className="size-3.5" />
            <Link to={paths.category(step.slug)} className="hover:text-ink hover:underline">
              {step.name[language]}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
