import { savedSearchesMax } from '@shared/saved-searches/saved-search.schema';
import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthModal } from '../../../lib/session/use-auth-modal';
import type { SavedSearches } from '../use-saved-searches';
import { SavedSearchItem } from './saved-search-item';

interface SavedSearchesListProps {
  store: SavedSearches;
  /** Show only the first n (the mobile panel shows 4 until "Show all"). */
  limit?: number;
  onNavigate?: () => void;
  /** Closes what surrounds the list before the sign-in modal opens. */
  onBeforeSignIn?: () => void;
}

/** The saved-search list shared by the header popover and the mobile panel. */
export function SavedSearchesList({ store, limit, onNavigate, onBeforeSignIn }: SavedSearchesListProps) {
  const { t } = useTranslation('saved-searches');
  const authModal = useAuthModal();
  if (store.isLoading) return <Spinner className="mx-auto my-6 flex" />;
  if (store.isError) return <Alert variant="danger">{t('list.loadFailed')}</Alert>;
  if (store.savedSearches.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<Bookmark />}
        title={t('list.empty')}
        description={t('list.emptyHint')}
        className="px-4 py-6"
      />
    );
  }
  const shown = limit === undefined ? store.savedSearches : store.savedSearches.slice(0, limit);
  return (
    <div className="grid gap-3">
      {store.savedSearches.length >= savedSearchesMax && (
        <Alert variant="info">{t('list.limit', { max: savedSearchesMax })}</Alert>
      )}
      <ul className="grid gap-2">
        {shown.map((savedSearch) => (
          <SavedSearchItem
            key={savedSearch.id}
            savedSearch={savedSearch}
            store={store}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
      {store.mode === 'local' && (
        <div className="grid gap-2 text-xs text-muted">
          <p>{t('list.localNotice')}</p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              onBeforeSignIn?.();
              authModal.open({ mode: 'login', origin: 'saved-searches' });
            }}
          >
            {t('list.signIn')}
          </Button>
        </div>
      )}
    </div>
  );
}
