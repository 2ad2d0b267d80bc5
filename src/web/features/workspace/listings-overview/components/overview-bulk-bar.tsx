import type { BulkListingAction } from '@shared/seller-listings/seller-listings.schema';
import { Archive, ArchiveRestore, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

/**
 * Shown while listings are selected: archive and restore (spec §4), and "Publish on eBay" when
 * the seller's eBay connection allows it (`onPublishEbay` set, ADR 073).
 */
export function OverviewBulkBar({
  count,
  pendingAction,
  onAction,
  onClear,
  onPublishEbay,
  isPublishing = false,
}: {
  count: number;
  pendingAction: BulkListingAction | null;
  onAction: (action: BulkListingAction) => void;
  onClear: () => void;
  onPublishEbay?: () => void;
  isPublishing?: boolean;
}) {
  const isBusy = pendingAction !== null || isPublishing;
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
        disabled={isBusy}
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
        disabled={isBusy}
        onClick={() => onAction('restore')}
      >
        {t('overview.bulk.restore')}
      </Button>
      {onPublishEbay && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          leadingIcon={<Send />}
          isLoading={isPublishing}
          disabled={isBusy}
          onClick={onPublishEbay}
        >
          {t('overview.bulk.publishEbay')}
        </Button>
      )}
      <Button type="button" size="sm" variant="ghost" onClick={onClear} disabled={isBusy}>
        {t('overview.bulk.clear')}
      </Button>
    </div>
  );
}
