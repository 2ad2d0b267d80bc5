import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { SearchPage } from '../api/search-listings';

/** "1,234 results" or, above the count cap, "1,000+ results" ("1.000+ Ergebnisse"), announced politely as filters change. */
export function ResultCount({ page, isUpdating }: { page: SearchPage | undefined; isUpdating: boolean }) {
  const { t } = useTranslation('search');
  const language = currentLanguage();
  let text = t('page.searching');
  if (page && !isUpdating) {
    const formatted = formatNumber(page.total, language);
    text = page.totalIsCapped
      ? t('page.resultCountCapped', { formatted })
      : t('page.resultCount', { count: page.total, formatted });
  }
  return (
    <p role="status" className="text-sm font-medium text-muted">
      {text}
      {page?.location && (
        <> {t('page.aroundPlace', { km: page.location.radiusKm, place: page.location.label })}</>
      )}
    </p>
  );
}
