import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/**
 * A facet's count, formatted for the language. Above the count cap the facets cover the first
 * 1,000 matches only (ADR 078): a count is then a lower bound, shown as "312+" and read out as
 * "at least 312", and a 0 says nothing (the facet may hold matches beyond them), so it is not shown.
 */
export function FacetCount({ count, isPartial }: { count: number; isPartial: boolean }) {
  const { t } = useTranslation('search');
  const formatted = formatNumber(count, currentLanguage());
  if (!isPartial) return <>{formatted}</>;
  if (count === 0) return null;
  return (
    <>
      <span aria-hidden="true">{t('filters.countAtLeastShort', { formatted })}</span>
      <span className="sr-only">{t('filters.countAtLeast', { formatted })}</span>
    </>
  );
}
