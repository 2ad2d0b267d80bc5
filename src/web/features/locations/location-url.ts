import type { LocationSelection } from '@shared/locations/location.schema';
import {
  parseSearchParams,
  type RawSearchParams,
  searchParamsToQueryString,
} from '@shared/search/search-params';

/** Pages whose results follow the chosen location through their URL. */
export function isLocationAwarePath(pathname: string): boolean {
  return pathname === '/search' || pathname.startsWith('/search/') || pathname.startsWith('/categories/');
}

/**
 * The page's query string with its location keys (region, radius, loc, lat, lng) replaced by the
 * choice; the other search parameters stay. Nationwide or no choice drops them (spec §2).
 */
export function searchWithLocation(currentSearch: string, selection: LocationSelection | null): string {
  const raw: RawSearchParams = {};
  for (const [key, value] of new URLSearchParams(currentSearch)) {
    const existing = raw[key];
    raw[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  const { params } = parseSearchParams(raw);
  delete params.region;
  delete params.radius;
  delete params.loc;
  delete params.lat;
  delete params.lng;
  if (selection && selection.radiusKm > 0) {
    params.region = selection.label;
    params.radius = selection.radiusKm;
    if (selection.slug) params.loc = selection.slug;
    params.lat = selection.coordinates.latitude;
    params.lng = selection.coordinates.longitude;
  }
  return searchParamsToQueryString(params);
}
