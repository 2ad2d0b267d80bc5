import type { BulkListingAction } from '@shared/seller-listings/seller-listings.schema';
import { Archive, ArchiveRestore } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

/** Shown while listings are selected: spec §4 offers only archive and restore in bulk. */
export function OverviewBulkBar({
  count,
  pendingAction,
  onAction,
  onClear,
}: {
  count: number;
  pendingAction: BulkListingAction | null;
  onAction: (action: BulkListingAction) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('workspace');
  return (
    <div
      role="toolbar"
      aria-label={t('overview.bulk.label')}
      className="sticky bottom-2 z-10 flex flex-wrap items-center gap-2 rounded-card border border-line bg-surface p-3 shadow-pop"
    >
      <span className="font-semibold">{t('overview.bulk.selected', { count })}</span>
      <Button
        type="button"
        size="sm"
        leadingIcon={<Archive />}
        isLoading={pendingAction === 'archive'}
        disabled={pendingAction !== null}
        onClick={() => onAction('archive')}
      >
        {t('overview.bulk.archive')}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        leadingIcon={<ArchiveRestore />}
        isLoading={pendingAction === 'restore'}
        disabled={pendingAction !== null}
        onClick={() => onAction('restore')}
      >
        {t('overview.bulk.restore')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onClear} disabled={pendingAction !== null}>
        {t('overview.bulk.clear')}
      </Button>
    </div>
  );
}
