import type { LocationSelection } from '@shared/locations/location.schema';
import { recordOf, withoutLocation, withStoredLocation } from '@shared/search/search-location-params';
import { parseSearchParams, searchParamsToQueryString } from '@shared/search/search-params';

/** Pages whose results follow the chosen location through their URL. */
export function isLocationAwarePath(pathname: string): boolean {
  return pathname === '/search' || pathname.startsWith('/search/') || pathname.startsWith('/categories/');
}

/**
 * The page's query string with its location keys (region, radius, loc, lat, lng) replaced by the
 * choice; the other search parameters stay. Nationwide or no choice drops them (spec §2).
 */
export function searchWithLocation(currentSearch: string, selection: LocationSelection | null): string {
  const { params } = parseSearchParams(recordOf(new URLSearchParams(currentSearch)));
  return searchParamsToQueryString(withStoredLocation(withoutLocation(params), selection));
}
