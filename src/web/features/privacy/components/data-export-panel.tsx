import type { DataExport } from '@shared/privacy/data-export.schema';
import { Download, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeApiError } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client/api-error';
import { localeFor } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { isDataExportWorking, useLatestDataExport } from '../api/get-latest-data-export';
import { useRequestDataExport } from '../api/request-data-export';

function formatDateTime(value: string): string {
  return new Intl.DateTimeFormat(localeFor(currentLanguage()), {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(value));
}

function formatSize(bytes: number): string {
  const language = localeFor(currentLanguage());
  if (bytes < 1_000_000)
    return `${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1000))} KB`;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`;
}

function ExportProgress({ dataExport }: { dataExport: DataExport }) {
  const { t } = useTranslation('data-export');
  return (
    <div className="grid gap-2" aria-live="polite">
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={dataExport.progress}
        className="h-2 overflow-hidden rounded-full bg-surface-sunken"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width]"
          style={{ width: `${dataExport.progress}%` }}
        />
      </div>
      <p className="text-sm text-muted">
        {dataExport.status === 'pending'
          ? t('progress.pending')
          : t('progress.running', { percent: dataExport.progress })}
      </p>
    </div>
  );
}

/** Request, progress while the job works, the signed download once ready, retry after a failure. */
export function DataExportPanel() {
  const { t } = useTranslation('data-export');
  const { t: tCommon } = useTranslation();
  const { data: dataExport, error, isPending } = useLatestDataExport();
  const request = useRequestDataExport();
  if (isPending) return <Skeleton className="h-16 w-full" aria-label={t('card.title')} />;
  if (error) return <Alert variant="danger">{describeApiError(error, tCommon)}</Alert>;

  const isWorking = isDataExportWorking(dataExport);
  const requestError =
    request.error instanceof ApiError && request.error.code === 'EXPORT_IN_PROGRESS' ? null : request.error;
  const requestButton = (label: string, withRetryIcon = false) => (
    <Button
      variant={dataExport?.status === 'ready' ? 'outline' : 'primary'}
      className="justify-self-start"
      isLoading={request.isPending}
      onClick={() => request.mutate()}
    >
      {withRetryIcon && <RotateCcw aria-hidden />}
      {label}
    </Button>
  );

  return (
    <div className="grid gap-4">
      {isWorking && dataExport && <ExportProgress dataExport={dataExport} />}
      {dataExport?.status === 'ready' && dataExport.downloadUrl && (
        <div className="grid gap-3">
          <Alert variant="success">
            {t('ready.text', {
              date: formatDateTime(dataExport.expiresAt ?? dataExport.requestedAt),
              size: formatSize(dataExport.sizeBytes ?? 0),
            })}
          </Alert>
          <Button asChild className="justify-self-start">
            <a href={dataExport.downloadUrl} download>
              <Download aria-hidden />
              {t('ready.download')}
            </a>
          </Button>
        </div>
      )}
      {dataExport?.status === 'failed' && <Alert variant="danger">{t('failed.text')}</Alert>}
      {dataExport?.status === 'expired' && <p className="text-sm text-muted">{t('expired.text')}</p>}
      {requestError && <Alert variant="danger">{describeApiError(requestError, tCommon)}</Alert>}
      {!isWorking &&
        (dataExport?.status === 'failed'
          ? requestButton(t('failed.retry'), true)
          : requestButton(dataExport?.status === 'ready' ? t('request.again') : t('request.button')))}
    </div>
  );
}
