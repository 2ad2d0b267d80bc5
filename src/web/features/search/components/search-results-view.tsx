import type { SearchParams } from '@shared/search/search-params';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countActiveFilters } from '../../../lib/search-url';
import { useSearchListings } from '../api/search-listings';
import type { SearchState } from '../use-search-state';
import { CorrectedQueryNote } from './corrected-query-note';
import { FilterPanel } from './filter-panel';
import { FiltersDialog } from './filters-dialog';
import { QuickFilterChips } from './quick-filter-chips';
import { ResultCount } from './result-count';
import { SearchNotes } from './search-notes';
import { SearchResultsFeed } from './search-results-feed';
import { SortSelect } from './sort-select';

export interface SearchResultsViewProps {
  state: SearchState;
  heading: ReactNode;
  /** Above the heading, e.g. a breadcrumb. */
  before?: ReactNode;
  /** Between the heading and the toolbar, e.g. promotions and sub-category chips. */
  intro?: ReactNode;
  /** Keys the page's path fixes; they do not count as filters the user can reset. */
  fixedKeys?: (keyof SearchParams)[];
  /** Beside sort and filters, e.g. saving the search (another feature's part, passed in by the page). */
  actions?: ReactNode;
}

/** Heading, count, notes, quick chips, sort, filters and the infinite feed: shared by every search page. */
export function SearchResultsView({
  state,
  heading,
  before,
  intro,
  fixedKeys = [],
  actions,
}: SearchResultsViewProps) {
  const { t } = useTranslation('search');
  const search = useSearchListings(state.params);
  const firstPage = search.data?.pages[0];
  const facets = firstPage?.facets ?? null;
  const placeLabel =
    firstPage?.location?.label ??
    (state.params.radius ? (state.params.region ?? state.params.loc ?? null) : null);
  const activeCount = countActiveFilters(state.params, fixedKeys);
  const showsCategoryFacets = !fixedKeys.includes('category');
  const panelProps = { state, facets, placeLabel, showsCategoryFacets };

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6">
      {before}
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
        <ResultCount page={firstPage} isUpdating={search.isPlaceholderData} />
        {firstPage?.correctedQuery && (
          <CorrectedQueryNote state={state} correctedQuery={firstPage.correctedQuery} />
        )}
      </header>
      <SearchNotes notes={[...state.urlNotes, ...(firstPage?.notes ?? [])]} />
      {intro}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <QuickFilterChips state={state} />
        <div className="flex flex-wrap items-center gap-2">
          <FiltersDialog activeCount={activeCount} {...panelProps} />
          <SortSelect state={state} />
          {actions}
        </div>
      </div>
      <div className="grid gap-8 md:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label={t('filters.title')} className="hidden md:block">
          <FilterPanel {...panelProps} />
        </aside>
        <SearchResultsFeed state={state} search={search} hasFilters={activeCount > 0} />
      </div>
    </div>
  );
}
