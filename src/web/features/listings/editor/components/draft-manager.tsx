import type { DraftSummary } from '@shared/listings/listing-editor.schema';
import { FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';
import { Skeleton } from '../../../../components/ui/skeleton';
import { describeApiError } from '../../../../lib/api';
import { formatPrice, formatRelativeTime } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useDeleteListingDraft } from '../api/delete-listing-draft';
import { useListingDrafts } from '../api/list-listing-drafts';

/** Spec §2 "draft manager": the seller's drafts to resume or delete. */
export function DraftManager({
  currentDraftId,
  onResume,
  onDeleted,
}: {
  currentDraftId: string | null;
  onResume(draftId: string): void;
  onDeleted(draftId: string): void;
}) {
  const { t } = useTranslation('listing-editor');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage();
  const drafts = useListingDrafts();
  const deleteDraft = useDeleteListingDraft();
  const [toDelete, setToDelete] = useState<DraftSummary | null>(null);
  const titleOf = (draft: DraftSummary) => draft.title.trim() || t('drafts.untitled');

  const confirmDelete = () => {
    if (!toDelete) return;
    const { id } = toDelete;
    deleteDraft.mutate(id, {
      onSuccess: () => {
        setToDelete(null);
        onDeleted(id);
      },
    });
  };

  return (
    <section aria-labelledby="draft-manager-title" className="grid gap-3" data-testid="draft-manager">
      <div className="grid gap-0.5">
        <h2 id="draft-manager-title" className="text-lg font-semibold">
          {t('drafts.title')}
        </h2>
        <p className="text-sm text-muted">{t('drafts.intro')}</p>
      </div>
      {drafts.isPending && (
        <div className="grid gap-2" role="status" aria-label={t('drafts.loading')}>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      )}
      {drafts.isError && (
        <Alert
          variant="danger"
          actions={
            <Button size="sm" variant="outline" onClick={() => void drafts.refetch()}>
              {t('drafts.retry')}
            </Button>
          }
        >
          {t('drafts.failed')} {describeApiError(drafts.error, tCommon)}
        </Alert>
      )}
      {drafts.data && drafts.data.length === 0 && <p className="text-sm text-muted">{t('drafts.empty')}</p>}
      {drafts.data && drafts.data.length > 0 && (
        <ul className="grid gap-2" aria-labelledby="draft-manager-title">
          {drafts.data.map((draft) => {
            const title = titleOf(draft);
            const isCurrent = draft.id === currentDraftId;
            return (
              <li
                key={draft.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-line bg-surface p-2"
                data-testid="draft-manager-item"
              >
                {draft.thumbnailUrl ? (
                  <img src={draft.thumbnailUrl} alt="" className="size-14 shrink-0 rounded-lg object-cover" />
                ) : (
                  <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-surface-sunken">
                    <FileText aria-hidden="true" className="size-6 text-muted" />
                  </span>
                )}
                <div className="grid min-w-0 flex-1 basis-40 gap-0.5">
                  <span className="truncate font-medium">{title}</span>
                  <span className="text-sm text-muted">
                    {draft.priceValue === null
                      ? t('drafts.noPrice')
                      : formatPrice(draft.priceValue, language)}
                    {' · '}
                    {t('drafts.updated', { time: formatRelativeTime(draft.updatedAt, language) })}
                  </span>
                </div>
                {isCurrent ? (
                  <span className="ml-auto text-sm font-medium text-brand">{t('drafts.current')}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    className="ml-auto"
                    onClick={() => onResume(draft.id)}
                    aria-label={t('drafts.resumeNamed', { title })}
                  >
                    {t('drafts.resume')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('drafts.deleteNamed', { title })}
                  onClick={() => {
                    deleteDraft.reset();
                    setToDelete(draft);
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={toDelete !== null} onOpenChange={(isOpen) => !isOpen && setToDelete(null)}>
        <DialogContent
          size="sm"
          title={t('drafts.deleteTitle')}
          description={toDelete ? t('drafts.deleteText', { title: titleOf(toDelete) }) : undefined}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="ghost">{t('drafts.deleteCancel')}</Button>
              </DialogClose>
              <Button variant="danger" onClick={confirmDelete} isLoading={deleteDraft.isPending}>
                {t('drafts.deleteConfirm')}
              </Button>
            </>
          }
        >
          {deleteDraft.isError && (
            <div className="px-6">
              <Alert variant="danger">{t('drafts.deleteFailed')}</Alert>
            </div>
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}
