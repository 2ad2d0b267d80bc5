import { CircleAlert, CircleCheck, Cloud, CloudOff, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import type { DraftSession } from '../draft-sync';

const icons = {
  idle: Cloud,
  pending: LoaderCircle,
  saving: LoaderCircle,
  saved: CircleCheck,
  offline: CloudOff,
  error: CircleAlert,
  conflict: CircleAlert,
  signedOut: CloudOff,
} as const;

/** "Saved", "Saving…", "Offline – saved on this device", "Save failed – retrying", the conflict. */
export function SaveStatus({
  session,
  onRetry,
  onResolveConflict,
}: {
  session: DraftSession;
  onRetry(): void;
  onResolveConflict(): void;
}) {
  const { t } = useTranslation('listing-editor');
  const status = session.syncStatus;
  const Icon = icons[status];
  const isProblem = status === 'error' || status === 'conflict';
  const text =
    status === 'error' && !session.error?.isRetryable ? t('save.rejected') : t(`save.status.${status}`);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p
        role="status"
        data-testid="save-status"
        data-sync-status={status}
        className={cn('flex items-center gap-1.5', isProblem ? 'font-medium text-danger' : 'text-muted')}
      >
        <Icon
          aria-hidden="true"
          className={cn('size-4', (status === 'saving' || status === 'pending') && 'animate-spin')}
        />
        {text}
      </p>
      {status === 'error' && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('save.retryNow')}
        </Button>
      )}
      {status === 'conflict' && (
        <Button size="sm" variant="outline" onClick={onResolveConflict}>
          {t('save.resolve')}
        </Button>
      )}
    </div>
  );
}
