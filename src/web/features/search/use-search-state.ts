import { withStoredLocation } from '@shared/search/search-location-params';
import type { SearchNote, SearchParams } from '@shared/search/search-params';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLocationSelection } from '../../lib/location/location-store';
import { compactParams, parseSearchUrl, resetFilters, withQueryString } from '../../lib/search-url';

export interface SearchScope {
  /** Parameters the page's path fixes (a category, an SEO place and radius); they win over the query. */
  fixed?: SearchParams;
  /** Where a search with these parameters lives; defaults to /search with every parameter. */
  hrefFor?: (params: SearchParams) => string;
  /** Whether the stored location applies when the URL names none (not on SEO paths, which name one). */
  usesStoredLocation?: boolean;
}

const defaultHrefFor = (params: SearchParams) => withQueryString('/search', params);

/**
 * The search as the URL describes it: the URL is the only source of truth. Filter tweaks replace
 * the history entry, a new search pushes one.
 */
export function useSearchState(scope: SearchScope = {}) {
  const { fixed, hrefFor = defaultHrefFor, usesStoredLocation = true } = scope;
  const [urlSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const selection = useLocationSelection();

  const parsed = useMemo(() => parseSearchUrl(urlSearchParams), [urlSearchParams]);
  const params = useMemo<SearchParams>(() => {
    const located = usesStoredLocation ? withStoredLocation(parsed.params, selection) : parsed.params;
    return compactParams({ ...located, ...fixed });
  }, [parsed.params, selection, fixed, usesStoredLocation]);

  const href = hrefFor(params);
  const currentHref = `${location.pathname}${location.search}`;
  const hasStoredLocationApplied = usesStoredLocation && params.radius !== parsed.params.radius;
  useEffect(() => {
    // Write the stored location into the URL so it can be shared and bookmarked as it is.
    if (hasStoredLocationApplied && href !== currentHref)
      navigate(href, { replace: true, preventScrollReset: true });
  }, [hasStoredLocationApplied, href, currentHref, navigate]);

  const update = useCallback(
    (patch: SearchParams, options: { isNewSearch?: boolean } = {}) => {
      const next = compactParams({ ...params, ...patch });
      navigate(hrefFor(next), { replace: !options.isNewSearch, preventScrollReset: !options.isNewSearch });
    },
    [params, hrefFor, navigate],
  );

  const reset = useCallback(() => {
    navigate(hrefFor(compactParams({ ...resetFilters(params), ...fixed })), { replace: true });
  }, [params, fixed, hrefFor, navigate]);

  return { params, urlNotes: parsed.notes as SearchNote[], update, reset, hrefFor };
}

export type SearchState = ReturnType<typeof useSearchState>;
