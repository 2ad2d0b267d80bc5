import type { LocationSelection } from '../locations/location.schema';
import type { SearchParams } from './search-params';

/**
 * The location part of a search URL (spec §2: region, radius, loc, lat, lng), shared by the search
 * pages, the header location picker and the home feeds so they read and write it the same way.
 */
export const locationParamKeys = ['region', 'radius', 'loc', 'lat', 'lng'] as const;

/** URLSearchParams as the raw record parseSearchParams reads (repeated keys become lists). */
export function recordOf(urlSearchParams: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(urlSearchParams.keys())) {
    const values = urlSearchParams.getAll(key);
    record[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return record;
}

/** True when the URL says something about the location, including an explicit radius (0 = nationwide). */
export function hasLocationInUrl(params: SearchParams): boolean {
  return locationParamKeys.some((key) => params[key] !== undefined);
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
  for (const key of locationParamKeys) delete rest[key];
  return rest;
}
