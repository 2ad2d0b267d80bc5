import type { SavedSearch } from '@shared/saved-searches/saved-search.schema';
import { parseSearchParams, searchParamsToQueryString } from '@shared/search/search-params';
import { paths } from '../../lib/paths';

/** The results URL of a saved search, in the search page's own parameter order, marked with `saved`. */
export function savedSearchHref(savedSearch: Pick<SavedSearch, 'id' | 'params'>): string {
  const { params } = parseSearchParams(savedSearch.params);
  return paths.searchWith(searchParamsToQueryString({ ...params, saved: savedSearch.id }));
}
