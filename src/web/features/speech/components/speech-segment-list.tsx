import type { SpeechSegment } from '@shared/speech/speech.schema';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/**
 * The segments behind the text (spec §3 Speech state): what the browser and the server heard,
 * with their confidence. Folded away: most sellers only need the text.
 */
export function SpeechSegmentList({ segments }: { segments: readonly SpeechSegment[] }) {
  const { t } = useTranslation('speech');
  const language = currentLanguage();
  // Once the server transcribed, its segments are the ones that count.
  const hasBackend = segments.some((segment) => segment.source === 'backend');
  const shown = hasBackend ? segments.filter((segment) => segment.source === 'backend') : segments;
  if (shown.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-ink">
        {t('segments.title', { count: shown.length })}
      </summary>
      <ol className="mt-2 grid gap-1.5">
        {shown.map((segment) => (
          <li key={segment.id} className="flex flex-wrap items-baseline gap-x-2">
            <span className={segment.final ? 'text-ink' : 'text-muted italic'}>{segment.text}</span>
            <span className="text-xs text-muted">
              {t(`segments.source.${segment.source}`)}
              {segment.confidence !== null &&
                ` · ${t('segments.confidence', {
                  value: formatNumber(segment.confidence, language, {
                    style: 'percent',
                    maximumFractionDigits: 0,
                  }),
                })}`}
              {!segment.final && ` · ${t('segments.interim')}`}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
