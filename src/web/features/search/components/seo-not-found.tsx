import { seoSegmentNotFoundSchema } from '@shared/search/search.schema';
import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundPanel } from '../../../components/not-found-panel';
import { Button } from '../../../components/ui/button';
import type { ApiError } from '../../../lib/api-client/api-error';
import { paths } from '../../../lib/paths';

/** An unknown place or radius: what the user probably meant, and a way to search everything. */
export function SeoNotFound({ error }: { error: ApiError }) {
  const { t } = useTranslation('search');
  const parsed = seoSegmentNotFoundSchema.shape.error.shape.details.safeParse(error.details);
  const suggestions = parsed.success ? parsed.data.suggestions : [];
  return (
    <NotFoundPanel
      icon={<MapPinOff />}
      title={t('seo.notFoundTitle')}
      description={suggestions.length > 0 ? t('seo.notFoundText') : undefined}
    >
      {suggestions.length > 0 && (
        <ul aria-label={t('seo.suggestionsLabel')} className="flex flex-wrap justify-center gap-2">
          {suggestions.map((suggestion) => (
            <li key={suggestion.segment}>
              <Link
                to={paths.seoSearch(suggestion.segment)}
                className="inline-flex h-9 items-center rounded-full border border-line-strong bg-surface px-4 text-sm font-medium text-ink hover:border-brand hover:text-brand"
              >
                {t('seo.suggestion', { place: suggestion.label, km: suggestion.radiusKm })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Button asChild>
        <Link to={paths.search()}>{t('seo.searchAll')}</Link>
      </Button>
    </NotFoundPanel>
  );
}
