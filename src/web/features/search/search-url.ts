import type { LocationSelection } from '@shared/locations/location.schema';
import {
  parseSearchParams,
  type SearchNote,
  type SearchParams,
  searchParamsToQueryString,
} from '@shared/search/search-params';
import { paths } from '../../lib/paths';

const locationKeys = ['region', 'radius', 'loc', 'lat', 'lng'] as const;

/** URLSearchParams as the raw record parseSearchParams reads (repeated keys become lists). */
export function recordOf(urlSearchParams: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(urlSearchParams.keys())) {
    const values = urlSearchParams.getAll(key);
    record[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return record;
}

export function parseSearchUrl(urlSearchParams: URLSearchParams): {
  params: SearchParams;
  notes: SearchNote[];
} {
  return parseSearchParams(recordOf(urlSearchParams));
}

/** True when the URL says something about the location, including an explicit radius (0 = nationwide). */
export function hasLocationInUrl(params: SearchParams): boolean {
  return locationKeys.some((key) => params[key] !== undefined);
}

const roundTo4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Spec §2: the stored location applies when the URL names none and its radius is above 0; it is
 * then written out in full (region, radius, loc, lat, lng) so the URL alone describes the search.
 */
export function withStoredLocation(params: SearchParams, selection: LocationSelection | null): SearchParams {
  if (hasLocationInUrl(params) || !selection || selection.radiusKm <= 0) return params;
  const located: SearchParams = {
    ...params,
    region: selection.label,
    radius: selection.radiusKm,
    lat: roundTo4(selection.coordinates.latitude),
    lng: roundTo4(selection.coordinates.longitude),
  };
  if (selection.slug) located.loc = selection.slug;
  return located;
}

export function withoutLocation(params: SearchParams): SearchParams {
  const rest = { ...params };
  for (const key of locationKeys) delete rest[key];
  return rest;
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
  const query = options.query.trim().replace(/\s+/g, ' ');
  if (query) base.query = query;
  else delete base.query;
  return paths.searchWith(searchParamsToQueryString(withStoredLocation(base, options.selection)));
}

/** Filters the user set beyond the query and location: the number on the mobile "Filters (n)" button. */
export function countActiveFilters(params: SearchParams, fixedKeys: readonly (keyof SearchParams)[] = []) {
  const isFixed = (key: keyof SearchParams) => fixedKeys.includes(key);
  let count = (params.condition?.length ?? 0) + (params.fulfillment?.length ?? 0);
  if (params.shipping) count += 1;
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
