import { type SpeechLanguage, speechLanguages, speechTranscriptMax } from '@shared/speech/speech.schema';
import { Mic, RotateCcw, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { isAnalysisStale, isSpeechBusy } from '../speech-state';
import type { SpeechCapture } from '../use-speech-capture';
import { LevelMeter } from './level-meter';
import { SpeechAnalysisSummary } from './speech-analysis-summary';
import { SpeechNotices } from './speech-notices';
import { SpeechSegmentList } from './speech-segment-list';

export interface SpeechCapturePanelProps {
  capture: SpeechCapture;
  /** From /api/ai/status; undefined until it answered. */
  canServerTranscribe: boolean | undefined;
}

/**
 * Spec §2 "Create listing" speech capture: language, record/stop with a level meter, the live
 * transcript, notices and the analysis. The text stays editable; typing instead of speaking
 * always works.
 */
export function SpeechCapturePanel({ capture, canServerTranscribe }: SpeechCapturePanelProps) {
  const { t } = useTranslation('speech');
  const { state, level, mode } = capture;
  const isBusy = isSpeechBusy(state.status);
  const isRecording = state.status === 'initializing' || state.status === 'listening';
  const interimText = state.segments
    .filter((segment) => segment.source === 'web' && !segment.final)
    .map((segment) => segment.text)
    .join(' ');
  const isStale = isAnalysisStale(state);
  const canCheck = !isBusy && state.transcript.trim() !== '' && (state.analysis === null || isStale);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <FormField label={t('language.label')} className="w-48">
          <Select
            value={state.language}
            onValueChange={(value) => capture.setLanguage(value as SpeechLanguage)}
            disabled={isBusy}
            options={speechLanguages.map((language) => ({
              value: language,
              label: t(`language.options.${language}`),
            }))}
          />
        </FormField>
        {isRecording ? (
          <Button
            variant="danger"
            leadingIcon={<Square />}
            onClick={() => void capture.stop()}
            disabled={state.status === 'initializing'}
          >
            {t('actions.stop')}
          </Button>
        ) : (
          <Button
            leadingIcon={<Mic />}
            onClick={() => void capture.start()}
            disabled={mode === 'unavailable' || state.status === 'processing'}
            isLoading={state.status === 'processing'}
          >
            {state.transcript.trim() ? t('actions.recordMore') : t('actions.record')}
          </Button>
        )}
        {mode !== 'live_only' && <LevelMeter level={level} isActive={state.status === 'listening'} />}
      </div>

      <p role="status" className="text-sm text-muted">
        {t(`status.${state.status}`)}
      </p>

      <SpeechNotices capture={capture} canServerTranscribe={canServerTranscribe} />

      {state.status === 'error' && state.errorReason && (
        <Alert
          variant="danger"
          title={t(`errors.${state.errorReason}.title`)}
          actions={
            state.hasPendingRecording ? (
              <Button
                size="sm"
                variant="outline"
                leadingIcon={<RotateCcw />}
                onClick={() => void capture.retry()}
              >
                {t('actions.retry')}
              </Button>
            ) : undefined
          }
        >
          {state.errorMessage ?? t(`errors.${state.errorReason}.text`)}
        </Alert>
      )}

      <FormField
        label={t('transcript.label')}
        hint={isBusy ? t('transcript.hintBusy') : t('transcript.hint')}
      >
        <Textarea
          value={state.transcript}
          onChange={(event) => capture.setTranscript(event.target.value)}
          readOnly={isBusy}
          maxLength={speechTranscriptMax}
          rows={5}
          placeholder={t('transcript.placeholder')}
        />
      </FormField>
      {state.status === 'listening' && interimText && (
        <p className="-mt-2 text-sm text-muted italic">
          <span className="sr-only">{t('transcript.interim')} </span>
          {interimText}
        </p>
      )}

      <div className="flex flex-wrap gap-3">
        {canCheck && (
          <Button variant="outline" size="sm" onClick={() => void capture.checkTyped()}>
            {state.analysis ? t('actions.checkAgain') : t('actions.check')}
          </Button>
        )}
      </div>

      {state.analysis && <SpeechAnalysisSummary analysis={state.analysis} isStale={isStale} />}
      <SpeechSegmentList segments={state.segments} />
    </div>
  );
}
