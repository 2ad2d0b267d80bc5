import type { SavedSearch } from '@shared/saved-searches/saved-search.schema';
import { savedSearchLabelMax } from '@shared/saved-searches/saved-search.schema';
import { BellRing, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../components/toast/toast-store';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { describeApiError } from '../../../lib/api';
import { formatRelativeTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { savedSearchHref } from '../saved-search-href';
import { summarizeSavedSearch } from '../saved-search-summary';
import type { SavedSearches } from '../use-saved-searches';

interface SavedSearchItemProps {
  savedSearch: SavedSearch;
  store: SavedSearches;
  /** Called after a click on the search itself (e.g. to close the popover around it). */
  onNavigate?: () => void;
}

function RenameForm({
  savedSearch,
  onDone,
  store,
}: {
  savedSearch: SavedSearch;
  onDone: () => void;
  store: SavedSearches;
}) {
  const { t } = useTranslation('saved-searches');
  const { t: tCommon } = useTranslation();
  const [label, setLabel] = useState(savedSearch.label);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDone();
    // Spec §4: a blank name keeps the old one.
    if (!label.trim() || label.trim() === savedSearch.label) return;
    store.rename(savedSearch.id, label).catch((error: unknown) => {
      toast({ title: describeApiError(error, tCommon), variant: 'danger' });
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <Input
        size="sm"
        value={label}
        maxLength={savedSearchLabelMax}
        aria-label={t('item.renameLabel', { label: savedSearch.label })}
        autoFocus
        onChange={(event) => setLabel(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // Escape leaves the rename, not the popover around it.
          event.stopPropagation();
          onDone();
        }}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          {t('item.renameSave')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t('item.renameCancel')}
        </Button>
      </div>
    </form>
  );
}

/** One saved search: open it, rename it inline, switch alerts (signed-in only), delete with undo. */
export function SavedSearchItem({ savedSearch, store, onNavigate }: SavedSearchItemProps) {
  const { t } = useTranslation('saved-searches');
  const { t: tCommon } = useTranslation();
  const [isRenaming, setIsRenaming] = useState(false);
  const language = currentLanguage();
  const summary = summarizeSavedSearch(savedSearch.params, t, language);
  const fail = (error: unknown) => toast({ title: describeApiError(error, tCommon), variant: 'danger' });

  const remove = async () => {
    try {
      const undo = await store.remove(savedSearch.id);
      toast({
        title: t('toast.deleted', { label: savedSearch.label }),
        variant: 'info',
        action: { label: t('toast.undo'), onClick: () => void undo().catch(fail) },
      });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <li className="grid gap-2 rounded-xl border border-line bg-surface p-3">
      {isRenaming ? (
        <RenameForm savedSearch={savedSearch} store={store} onDone={() => setIsRenaming(false)} />
      ) : (
        <Link
          to={savedSearchHref(savedSearch)}
          onClick={() => {
            store.markRun(savedSearch.id);
            onNavigate?.();
          }}
          className="grid min-w-0 gap-0.5 rounded-lg hover:text-brand"
        >
          <span className="truncate text-sm font-semibold">{savedSearch.label}</span>
          {summary && <span className="truncate text-xs text-muted">{summary}</span>}
        </Link>
      )}
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
        {savedSearch.notificationsEnabled && (
          <Badge size="sm" variant="brand" icon={<BellRing />}>
            {t('item.alertsOn')}
          </Badge>
        )}
        <span>{t('item.lastRun', { time: formatRelativeTime(savedSearch.lastRunAt, language) })}</span>
        <span className="ml-auto flex items-center gap-1">
          {store.canUseAlerts && (
            <Switch
              checked={savedSearch.notificationsEnabled}
              aria-label={t('item.alertsToggle', { label: savedSearch.label })}
              onCheckedChange={(isEnabled) => store.setAlerts(savedSearch.id, isEnabled).catch(fail)}
            />
          )}
          {!isRenaming && (
            <IconButton
              size="sm"
              icon={<Pencil />}
              label={t('item.rename', { label: savedSearch.label })}
              onClick={() => setIsRenaming(true)}
            />
          )}
          <IconButton
            size="sm"
            icon={<Trash2 />}
            label={t('item.delete', { label: savedSearch.label })}
            onClick={() => void remove()}
          />
        </span>
      </div>
    </li>
  );
}
