import { isGiveAwaySearch, searchParamsToQueryString } from '@shared/search/search-params';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../components/page-head';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { SearchResultsView } from '../../features/search/components/search-results-view';
import { useSearchState } from '../../features/search/use-search-state';
import { track } from '../../lib/analytics/analytics-client';

/** Spec §2 /search: every filter lives in the URL. */
export function SearchPage() {
  const { t } = useTranslation('search');
  const state = useSearchState();
  const { query } = state.params;
  const { saved: _saved, ...canonicalParams } = state.params;
  const canonicalQuery = searchParamsToQueryString(canonicalParams);
  const { category, radius } = state.params;
  useEffect(() => {
    track('search_performed', {
      ...(query ? { query: query.slice(0, 200) } : {}),
      ...(category ? { categoryId: category.slice(0, 64) } : {}),
      ...(radius !== undefined ? { radiusKm: radius } : {}),
    });
  }, [query, category, radius]);
  // Without words, a search for give-aways only is the "Zu verschenken" page (ADR 042).
  const isGiveAwayPage = !query && isGiveAwaySearch(state.params);
  if (isGiveAwayPage) {
    return (
      <>
        <PageHead
          title={t('page.giveAwayDocumentTitle')}
          description={t('page.giveAwayDescription')}
          canonicalPath={`/search?${canonicalQuery}`}
        />
        <SearchResultsView
          state={state}
          actions={<SaveSearchButton params={state.params} />}
          heading={t('page.giveAwayHeading')}
          intro={<p className="text-muted">{t('page.giveAwayIntro')}</p>}
        />
      </>
    );
  }
  return (
    <>
      <PageHead
        title={query ? t('page.documentTitleWithQuery', { query }) : t('page.documentTitle')}
        description={query ? t('page.descriptionWithQuery', { query }) : t('page.description')}
        canonicalPath={canonicalQuery ? `/search?${canonicalQuery}` : '/search'}
      />
      <SearchResultsView
        state={state}
        actions={<SaveSearchButton params={state.params} />}
        heading={query ? t('page.headingWithQuery', { query }) : t('page.heading')}
      />
    </>
  );
}
