import { dealSegmentIds } from '@shared/deals/deal-segments';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { DealsHead } from './deals-head';

/** An unknown /deals/{segment}: say so and link every real segment. */
export function DealsNotFound({ segment }: { segment: string }) {
  const { t } = useTranslation('deals');
  return (
    <div className="mx-auto grid max-w-2xl justify-items-center gap-4 px-4 py-16 text-center">
      <DealsHead
        title={t('notFound.metaTitle')}
        description={t('notFound.text', { segment })}
        canonicalPath={paths.deals}
        isIndexable={false}
      />
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
        <SearchX aria-hidden className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-muted">{t('notFound.text', { segment })}</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {dealSegmentIds.map((id) => (
          <li key={id}>
            <Link
              to={paths.dealsSegment(id)}
              className="inline-flex h-10 items-center rounded-full border border-line-strong bg-surface px-4 text-sm font-semibold hover:border-brand hover:text-brand"
            >
              {t(`segments.${id}.label`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
