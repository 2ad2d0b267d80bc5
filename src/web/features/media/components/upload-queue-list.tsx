import { CircleAlert, Copy, RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { describeUploadFailure } from '../upload-failure';
import { type UploadItem, visibleUploads } from '../upload-queue';

interface UploadQueueListProps {
  items: readonly UploadItem[];
  onRetry(id: string): void;
  onDismiss(id: string): void;
}

function ProgressBar({ item }: { item: UploadItem }) {
  const { t } = useTranslation('media');
  const percent = Math.round(item.progress * 100);
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={t('upload.progress', { name: item.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={item.status === 'uploading' ? percent : 0}
        className="h-2 overflow-hidden rounded-full bg-surface-sunken"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs text-muted">
        {item.status === 'pending' ? t('upload.pending') : t('upload.uploading', { percent })}
      </span>
    </div>
  );
}

/** The uploads not yet in the gallery: progress, failures with Retry, and duplicate notices. */
export function UploadQueueList({ items, onRetry, onDismiss }: UploadQueueListProps) {
  const { t } = useTranslation('media');
  const { t: tCommon } = useTranslation();
  const visible = visibleUploads(items);
  if (visible.length === 0) return null;
  return (
    <ul aria-label={t('upload.queue')} className="grid gap-2">
      {visible.map((item) => (
        <li
          key={item.id}
          className="flex items-start gap-3 rounded-xl border border-line bg-surface p-3 text-sm"
        >
          <div className="grid min-w-0 flex-1 gap-1.5">
            <span className="truncate font-medium text-ink">{item.name}</span>
            {(item.status === 'pending' || item.status === 'uploading') && <ProgressBar item={item} />}
            {item.status === 'failed' && item.failure && (
              <p role="alert" className="flex items-start gap-1.5 text-danger">
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  {t('upload.failed')}: {describeUploadFailure(item.failure, tCommon, t)}
                </span>
              </p>
            )}
            {item.status === 'completed' && item.isDuplicate && (
              <p role="status" className="flex items-start gap-1.5 text-muted">
                <Copy className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{t('upload.duplicate')}</span>
              </p>
            )}
          </div>
          {item.status === 'failed' && item.canRetry && (
            <Button
              size="sm"
              variant="outline"
              leadingIcon={<RotateCcw aria-hidden="true" />}
              onClick={() => onRetry(item.id)}
            >
              {t('upload.retry')}
            </Button>
          )}
          {item.status !== 'uploading' && item.status !== 'pending' && (
            <IconButton
              size="sm"
              label={t('upload.dismiss')}
              icon={<X />}
              onClick={() => onDismiss(item.id)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
