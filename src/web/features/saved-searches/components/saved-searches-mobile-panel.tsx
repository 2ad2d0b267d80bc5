import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { setSavedSearchesPanel, useSavedSearchesPanel } from '../saved-searches-panel-store';
import { useSavedSearches } from '../use-saved-searches';
import { SavedSearchesList } from './saved-searches-list';

/** Spec §2 mobile: the saved-search panel shows the first 4; "Show all" lists every one in place. */
export const mobilePanelPreviewCount = 4;

export function SavedSearchesMobilePanel() {
  const { t } = useTranslation('saved-searches');
  const store = useSavedSearches();
  const isOpen = useSavedSearchesPanel() === 'mobile';
  const [isShowingAll, setIsShowingAll] = useState(false);
  const count = store.savedSearches.length;
  const close = () => setSavedSearchesPanel(null);

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => {
        setSavedSearchesPanel(next ? 'mobile' : null);
        if (!next) setIsShowingAll(false);
      }}
    >
      <DialogContent variant="fullscreen" title={t('popover.title')}>
        <div className="grid gap-3">
          <SavedSearchesList
            store={store}
            limit={isShowingAll ? undefined : mobilePanelPreviewCount}
            onNavigate={close}
            onBeforeSignIn={close}
          />
          {count > mobilePanelPreviewCount && (
            <Button variant="outline" onClick={() => setIsShowingAll((value) => !value)}>
              {isShowingAll ? t('mobile.showFewer') : t('mobile.showAll', { count })}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
