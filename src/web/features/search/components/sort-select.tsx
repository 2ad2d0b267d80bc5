import { effectiveSort, type SearchSort, searchSorts } from '@shared/search/search-params';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/ui/select';
import type { SearchState } from '../use-search-state';

export function SortSelect({ state }: { state: SearchState }) {
  const { t } = useTranslation('search');
  const labelId = useId();
  // Relevance needs words to rank by; without a query it would only repeat "newest".
  const sorts = state.params.query ? searchSorts : searchSorts.filter((sort) => sort !== 'relevance');
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="text-sm font-medium whitespace-nowrap text-muted">
        {t('sort.label')}
      </span>
      <Select
        aria-labelledby={labelId}
        size="sm"
        className="w-48"
        value={effectiveSort(state.params)}
        onValueChange={(value) => state.update({ sort: value as SearchSort })}
        options={sorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
      />
    </div>
  );
}
