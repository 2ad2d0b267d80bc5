import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchState } from '../use-search-state';

/**
 * "Showing results for kinderwagen — search instead for kinderwagn": the search spell-corrected
 * words that found nothing (ADR 045; plain t(), as Trans would weigh on the first load); the link runs the words as typed, uncorrected (verbatim).
 */
export function CorrectedQueryNote({
  state,
  correctedQuery,
}: {
  state: SearchState;
  correctedQuery: string;
}) {
  const { t } = useTranslation('search');
  const original = state.params.query ?? '';
  return (
    <p className="text-sm text-ink" data-testid="corrected-query">
      {t('page.correctedQuery', { query: correctedQuery })}
      {original && (
        <>
          {' — '}
          <Link
            to={state.hrefFor({ ...state.params, verbatim: true })}
            className="rounded-sm font-medium text-brand underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {t('page.searchInstead', { query: original })}
          </Link>
        </>
      )}
    </p>
  );
}
