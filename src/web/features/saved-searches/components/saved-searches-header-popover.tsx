import { Bookmark } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { setSavedSearchesPanel, useSavedSearchesPanel } from '../saved-searches-panel-store';
import { useSavedSearches } from '../use-saved-searches';
import { SavedSearchesList } from './saved-searches-list';

/** Spec §2 header popover with the saved searches; below md the mobile bar's "Saved" panel takes over. */
export function SavedSearchesHeaderPopover() {
  const { t } = useTranslation('saved-searches');
  const store = useSavedSearches();
  const isOpen = useSavedSearchesPanel() === 'popover';
  const headingId = useId();
  const count = store.savedSearches.length;
  const close = () => setSavedSearchesPanel(null);

  return (
    <Popover open={isOpen} onOpenChange={(next) => setSavedSearchesPanel(next ? 'popover' : null)}>
      <PopoverTrigger
        aria-label={count > 0 ? t('popover.triggerWithCount', { count }) : t('popover.trigger')}
        className="relative hidden size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-sunken data-[state=open]:bg-surface-sunken md:inline-flex"
      >
        <Bookmark aria-hidden className="size-5" />
        {count > 0 && (
          <span
            aria-hidden
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-[0.6875rem] font-semibold text-on-brand"
          >
            {count}
          </span>
        )}
      </PopoverTrigger>
      <PopoverContent align="end" aria-labelledby={headingId} className="w-96 p-0">
        <div className="flex items-baseline justify-between border-b border-line px-4 py-3">
          <h2 id={headingId} className="text-base font-semibold">
            {t('popover.title')}
          </h2>
          {count > 0 && <span className="text-xs text-muted">{t('popover.count', { count })}</span>}
        </div>
        <div className="max-h-[min(32rem,70dvh)] overflow-y-auto p-3">
          <SavedSearchesList store={store} onNavigate={close} onBeforeSignIn={close} />
        </div>
      </PopoverContent>
    </Popover>
  );
}
