import { BellRing, Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatRelativeTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { savedSearchHref } from '../saved-search-href';
import { summarizeSavedSearch } from '../saved-search-summary';
import { openSavedSearchesPanel } from '../saved-searches-panel-store';
import { useSavedSearches } from '../use-saved-searches';

export const homeSectionCount = 4;

/**
 * Spec §2 home "saved searches": up to 4 of the user's saved searches (a guest's local ones count as
 * theirs too). Nothing at all when there are none.
 */
export function SavedSearchesHomeSection() {
  const { t } = useTranslation('saved-searches');
  const store = useSavedSearches();
  const language = currentLanguage();
  if (store.savedSearches.length === 0) return null;
  return (
    <section aria-labelledby="home-saved-searches-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-saved-searches-title" className="text-2xl font-bold tracking-tight">
          {t('section.title')}
        </h2>
        {store.savedSearches.length > homeSectionCount && (
          <Button variant="link" onClick={openSavedSearchesPanel}>
            {t('section.showAll', { count: store.savedSearches.length })}
          </Button>
        )}
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {store.savedSearches.slice(0, homeSectionCount).map((savedSearch) => {
          const summary = summarizeSavedSearch(savedSearch.params, t, language);
          return (
            <li key={savedSearch.id}>
              <Link
                to={savedSearchHref(savedSearch)}
                onClick={() => store.markRun(savedSearch.id)}
                className="flex h-full flex-col gap-1 rounded-2xl border border-line bg-surface p-4 hover:border-brand"
              >
                <span className="flex items-center gap-2 font-semibold text-ink">
                  <Bookmark aria-hidden className="size-4 shrink-0 text-brand" />
                  <span className="truncate">{savedSearch.label}</span>
                </span>
                {summary && <span className="truncate text-sm text-muted">{summary}</span>}
                <span className="mt-auto flex items-center gap-2 pt-2 text-xs text-muted">
                  {savedSearch.notificationsEnabled && (
                    <span className="flex items-center gap-1 text-brand-strong">
                      <BellRing aria-hidden className="size-3.5" />
                      {t('item.alertsOn')}
                    </span>
                  )}
                  {t('item.lastRun', { time: formatRelativeTime(savedSearch.lastRunAt, language) })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
