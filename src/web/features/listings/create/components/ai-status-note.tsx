import { Cpu, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AiStatus } from '../../api/get-ai-status';

/**
 * Says honestly what drafts here: the server's own offline models, or the configured AI service;
 * and whether the local models are still loading.
 */
export function AiStatusNote({ status, isError }: { status: AiStatus | undefined; isError: boolean }) {
  const { t } = useTranslation('create-listing');
  if (isError) return <p className="text-sm text-muted">{t('aiStatus.unknown')}</p>;
  if (!status) return null;
  const Icon = status.draftProvider === 'local' ? Cpu : Sparkles;
  const isWarming =
    status.draftProvider === 'local' && (status.localModels === 'cold' || status.localModels === 'warming');
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-brand" />
      <span>{t(`aiStatus.provider.${status.draftProvider}`)}</span>
      {isWarming && <span>{t('aiStatus.warming')}</span>}
      {status.draftProvider === 'local' && status.localModels === 'failed' && (
        <span>{t('aiStatus.failed')}</span>
      )}
    </p>
  );
}
