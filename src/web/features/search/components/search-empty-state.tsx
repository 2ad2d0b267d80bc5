import { searchRadiusOptionsKm } from '@shared/search/search-params';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../lib/paths';
import type { SearchState } from '../use-search-state';

/** No results: offer the ways out that apply (fewer filters, a larger radius, the categories). */
export function SearchEmptyState({ state, hasFilters }: { state: SearchState; hasFilters: boolean }) {
  const { t } = useTranslation('search');
  const radius = state.params.radius ?? 0;
  const widerRadius = radius > 0 ? searchRadiusOptionsKm.find((option) => option > radius) : undefined;
  return (
    <EmptyState
      icon={<SearchX />}
      title={t('empty.title')}
      description={t('empty.text')}
      action={
        <>
          {hasFilters && <Button onClick={state.reset}>{t('empty.removeFilters')}</Button>}
          {widerRadius !== undefined && (
            <Button variant="outline" onClick={() => state.update({ radius: widerRadius })}>
              {t('empty.widenRadius', { km: widerRadius })}
            </Button>
          )}
          <Button variant="outline" asChild>
            <Link to={paths.categories}>{t('empty.browseCategories')}</Link>
          </Button>
        </>
      }
    />
  );
}
