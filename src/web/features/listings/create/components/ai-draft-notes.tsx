import type { MediaAsset } from '@shared/media/media-asset.schema';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { formatNumber } from '../../../../lib/format';
import type { Language } from '../../../../lib/i18n';
import type { DraftResult } from '../../api/create-draft';

export interface AiDraftNotesProps {
  result: DraftResult;
  assets: readonly MediaAsset[];
  language: Language;
  /** The seller changed photos or text after this draft was made. */
  isOutdated: boolean;
}

/** What the seller should know about the AI's draft: who made it, photos held back, the AI's notices. */
export function AiDraftNotes({ result, assets, language, isOutdated }: AiDraftNotesProps) {
  const { t } = useTranslation('create-listing');
  const heldNames = result.heldMediaIds.map(
    (id) => assets.find((asset) => asset.id === id)?.name ?? t('preview.heldUnknown'),
  );
  return (
    <div className="grid gap-3" data-testid="ai-draft-notes">
      <p className="text-sm text-muted">
        {t(`preview.madeBy.${result.provider}`, {
          seconds: formatNumber(result.elapsedMs / 1000, language, { maximumFractionDigits: 1 }),
        })}
      </p>
      {isOutdated && <Alert variant="info">{t('preview.outdated')}</Alert>}
      {heldNames.length > 0 && (
        <Alert variant="warning" title={t('preview.held.title', { count: heldNames.length })}>
          {t('preview.held.text', { names: heldNames.join(', ') })}
        </Alert>
      )}
      {result.notices.length > 0 && (
        <ul className="grid gap-1 text-sm text-muted" aria-label={t('preview.noticesLabel')}>
          {result.notices.map((notice) => (
            <li key={`${notice.code}-${notice.message}`}>{notice.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
