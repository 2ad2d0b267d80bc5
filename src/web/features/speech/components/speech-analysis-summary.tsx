import { type SpeechAnalysis, speechCoverageKeys } from '@shared/speech/speech.schema';
import { CircleCheck, CircleDashed, Info, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../components/ui/cn';

function qualityVariant(score: number): 'success' | 'warning' | 'danger' {
  if (score >= 70) return 'success';
  if (score >= 40) return 'warning';
  return 'danger';
}

/**
 * The server's check of the description (spec §7 transcribe): quality score, word count, keywords,
 * which listing facts were mentioned, and its issues as notices in the UI language.
 */
export function SpeechAnalysisSummary({ analysis, isStale }: { analysis: SpeechAnalysis; isStale: boolean }) {
  const { t } = useTranslation('speech');
  const variant = qualityVariant(analysis.qualityScore);
  return (
    <section
      aria-labelledby="speech-analysis-title"
      className={cn(
        'grid gap-4 rounded-xl border border-line bg-surface-sunken p-4',
        isStale && 'opacity-80',
      )}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="speech-analysis-title" className="font-semibold">
          {t('analysis.title')}
        </h3>
        <Badge variant={variant}>{t('analysis.quality', { score: analysis.qualityScore })}</Badge>
        <span className="text-sm text-muted">{t('analysis.words', { count: analysis.wordCount })}</span>
        {analysis.transcription === 'transcribed' && (
          <span className="text-sm text-muted">{t('analysis.transcribedByServer')}</span>
        )}
      </div>
      {isStale && <p className="text-sm font-medium text-ink">{t('analysis.stale')}</p>}

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <h4 className="text-sm font-semibold">{t('analysis.coverageTitle')}</h4>
          <ul className="grid gap-1.5 text-sm">
            {speechCoverageKeys.map((key) => {
              const isMentioned = analysis.coverage[key] === true;
              const Icon = isMentioned ? CircleCheck : CircleDashed;
              return (
                <li key={key} className="flex items-center gap-2">
                  <Icon
                    aria-hidden="true"
                    className={cn('size-4 shrink-0', isMentioned ? 'text-success' : 'text-muted')}
                  />
                  <span>{t(`analysis.coverage.${key}`)}</span>
                  <span className="sr-only">
                    {isMentioned ? t('analysis.mentioned') : t('analysis.notMentioned')}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="grid content-start gap-2">
          <h4 className="text-sm font-semibold">{t('analysis.keywordsTitle')}</h4>
          {analysis.keywords.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5">
              {analysis.keywords.map((keyword) => (
                <li key={keyword}>
                  <Badge variant="brand" size="sm">
                    {keyword}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t('analysis.noKeywords')}</p>
          )}
        </div>
      </div>

      {analysis.issues.length > 0 && (
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold">{t('analysis.issuesTitle')}</h4>
          <ul className="grid gap-1.5 text-sm">
            {analysis.issues.map((issue) => {
              const Icon = issue.severity === 'warning' ? TriangleAlert : Info;
              return (
                <li key={issue.code} className="flex items-start gap-2">
                  <Icon
                    aria-hidden="true"
                    className={cn(
                      'mt-0.5 size-4 shrink-0',
                      issue.severity === 'warning' ? 'text-warning' : 'text-info',
                    )}
                  />
                  <span>{t(`issues.${issue.code}`, { defaultValue: issue.message })}</span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
