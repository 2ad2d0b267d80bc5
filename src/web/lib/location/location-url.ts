import type { LocationSelection } from '@shared/locations/location.schema';
import {
  hasLocationInUrl,
  recordOf,
  withoutLocation,
  withStoredLocation,
} from '@shared/search/search-location-params';
import { hasRadiusFilter, parseSearchParams, searchParamsToQueryString } from '@shared/search/search-params';

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

/**
 * The place and radius a search URL names, for the header to show what the results are around: a
 * shared link to "Kinderwagen within 5 km of Hamburg" showed the visitor's own choice (or
 * "Anywhere in Germany") above results around Hamburg. Null when the URL names no location. The
 * app writes the place's label as `region`; a hand-made link with only `loc` shows the stored
 * choice's label when it is the same place, else the slug with a capital ("Berlin").
 */
export function locationInSearch(
  currentSearch: string,
  stored: LocationSelection | null,
): { place: string | null; radiusKm: number } | null {
  const { params } = parseSearchParams(recordOf(new URLSearchParams(currentSearch)));
  if (!hasLocationInUrl(params)) return null;
  if (!hasRadiusFilter(params)) return { place: null, radiusKm: 0 };
  const slugLabel =
    params.loc && stored?.slug === params.loc
      ? stored.label
      : params.loc && params.loc.charAt(0).toUpperCase() + params.loc.slice(1);
  return { place: params.region ?? slugLabel ?? null, radiusKm: params.radius ?? 0 };
}
