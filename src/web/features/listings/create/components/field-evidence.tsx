import type { DraftFieldEvidence } from '@shared/ai/draft-suggestion.schema';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import type { Language } from '../../../../lib/i18n';
import { confidenceLevel, formatConfidence, orderedSources } from '../draft-preview-format';

const levelVariant = { high: 'success', medium: 'warning', low: 'danger' } as const;

/** How sure the AI is about one field and where it read it from ("from the photo text" …). */
export function FieldEvidence({
  evidence,
  language,
}: {
  evidence: DraftFieldEvidence | undefined;
  language: Language;
}) {
  const { t } = useTranslation('create-listing');
  if (!evidence) return null;
  const level = confidenceLevel(evidence.confidence);
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge size="sm" variant={levelVariant[level]}>
        {t(`preview.confidence.${level}`, { value: formatConfidence(evidence.confidence, language) })}
      </Badge>
      {orderedSources(evidence).map((source) => (
        <Badge key={source} size="sm" variant="neutral">
          {t(`preview.sources.${source}`)}
        </Badge>
      ))}
    </div>
  );
}
