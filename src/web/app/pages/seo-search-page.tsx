import type { Place } from '@shared/locations/location.schema';
import { seoSegmentFor } from '@shared/search/search.schema';
import { hasLocationInUrl, withoutLocation } from '@shared/search/search-location-params';
import { type SearchParams, searchRadiusOptionsKm } from '@shared/search/search-params';
import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHead } from '../../components/page-head';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { useSeoSegment } from '../../features/search/api/get-seo-segment';
import { SearchResultsView } from '../../features/search/components/search-results-view';
import { SeoNotFound } from '../../features/search/components/seo-not-found';
import { useSearchState } from '../../features/search/use-search-state';
import { ApiError } from '../../lib/api-client/api-error';
import { paths } from '../../lib/paths';
import { parseSearchUrl, withQueryString } from '../../lib/search-url';

/** Spec §2 /search/{city-slug}-umkreis-{km}km: the place and radius come from the path. */
export function SeoSearchPage() {
  const { t } = useTranslation('search');
  const { seoSegment = '' } = useParams();
  const segment = useSeoSegment(seoSegment);
  if (segment.isPending) {
    return (
      <div className="flex justify-center px-4 py-16">
        <Spinner label={t('seo.loading')} />
      </div>
    );
  }
  if (segment.isError) {
    if (segment.error instanceof ApiError && segment.error.status === 404)
      return <SeoNotFound error={segment.error} />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Alert
          variant="danger"
          actions={
            <Button
              variant="outline"
              size="sm"
              leadingIcon={<RefreshCw aria-hidden />}
              onClick={() => void segment.refetch()}
            >
              {t('feedError.retry')}
            </Button>
          }
        >
          {t('seo.loadFailed')}
        </Alert>
      </div>
    );
  }
  return <SeoResults place={segment.data.place} radiusKm={segment.data.radiusKm} />;
}

function SeoResults({ place, radiusKm }: { place: Place; radiusKm: number }) {
  const { t } = useTranslation('search');
  const fixed = useMemo<SearchParams>(
    () => ({ loc: place.slug, radius: radiusKm, region: place.label }),
    [place, radiusKm],
  );
  // A place slug with an offered radius stays on an SEO path; anything else is an ordinary search.
  const hrefFor = useCallback((params: SearchParams) => {
    const radius = params.radius ?? 0;
    if (params.loc && radius > 0 && (searchRadiusOptionsKm as readonly number[]).includes(radius))
      return withQueryString(paths.seoSearch(seoSegmentFor(params.loc, radius)), withoutLocation(params));
    return withQueryString(paths.search(), params);
  }, []);
  // The header's location picker writes its choice into the query; the path names the place here.
  const [urlSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const urlParams = useMemo(() => parseSearchUrl(urlSearchParams).params, [urlSearchParams]);
  useEffect(() => {
    if (hasLocationInUrl(urlParams)) navigate(hrefFor(urlParams), { replace: true });
  }, [urlParams, hrefFor, navigate]);
  const state = useSearchState({ fixed, hrefFor, usesStoredLocation: false });
  const labels = { place: place.label, km: radiusKm };
  return (
    <>
      <PageHead
        title={t('seo.documentTitle', labels)}
        description={t('seo.description', labels)}
        canonicalPath={paths.seoSearch(seoSegmentFor(place.slug, radiusKm))}
      />
      <SearchResultsView
        state={state}
        actions={<SaveSearchButton params={state.params} />}
        heading={t('seo.heading', labels)}
        fixedKeys={['loc', 'radius', 'region']}
      />
    </>
  );
}
