import type { LocationSelection } from '@shared/locations/location.schema';
import { recordOf, withStoredLocation } from '@shared/search/search-location-params';
import {
  parseSearchParams,
  type SearchNote,
  type SearchParams,
  searchParamsToQueryString,
} from '@shared/search/search-params';
import { paths } from './paths';

export function parseSearchUrl(urlSearchParams: URLSearchParams): {
  params: SearchParams;
  notes: SearchNote[];
} {
  return parseSearchParams(recordOf(urlSearchParams));
}

/** Drops keys whose value is undefined or an empty list, so patches can clear a filter. */
export function compactParams(params: SearchParams): SearchParams {
  const compact: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    compact[key] = value;
  }
  return compact as SearchParams;
}

export function withQueryString(path: string, params: SearchParams): string {
  const queryString = searchParamsToQueryString(params);
  return queryString ? `${path}?${queryString}` : path;
}

/**
 * The header search: a new query keeps the other filters only when already on /search, and
 * always carries the stored location when the URL does not name one.
 */
export function headerSearchHref(options: {
  query: string;
  currentParams: SearchParams | null;
  selection: LocationSelection | null;
}): string {
  const base: SearchParams = { ...(options.currentParams ?? {}) };
  delete base.saved;
  // A new search may be spell-corrected again ("search instead for" asked for one search only).
  delete base.verbatim;
  const query = options.query.trim().replace(/\s+/g, ' ');
  if (query) base.query = query;
  else delete base.query;
  return paths.searchWith(searchParamsToQueryString(withStoredLocation(base, options.selection)));
}

/** A category chosen from the header's suggestions: that category's search, near the stored place. */
export function categorySearchHref(categoryId: string, selection: LocationSelection | null): string {
  return paths.searchWith(searchParamsToQueryString(withStoredLocation({ category: categoryId }, selection)));
}

/** Filters the user set beyond the query and location: the number on the mobile "Filters (n)" button. */
export function countActiveFilters(params: SearchParams, fixedKeys: readonly (keyof SearchParams)[] = []) {
  const isFixed = (key: keyof SearchParams) => fixedKeys.includes(key);
  let count = (params.condition?.length ?? 0) + (params.fulfillment?.length ?? 0);
  if (params.shipping) count += 1;
  if (params.priceKind && !isFixed('priceKind')) count += params.priceKind.length;
  if (params.priceMin !== undefined || params.priceMax !== undefined) count += 1;
  if (params.category && !isFixed('category')) count += 1;
  if (params.tag) count += 1;
  return count;
}

/** Reset keeps what the page is about: the query, the location and the keys fixed by the path. */
export function resetFilters(params: SearchParams): SearchParams {
  const { query, region, radius, loc, lat, lng } = params;
  return compactParams({ query, region, radius, loc, lat, lng });
}
