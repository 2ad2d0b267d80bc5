import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import type { SpeechCapture } from '../use-speech-capture';

/**
 * Spec §8 speech notices: the unsupported-browser notice, speech input not available at all,
 * the live transcript lost while the recording goes on, and the silence warning.
 */
export function SpeechNotices({
  capture,
  canServerTranscribe,
}: {
  capture: SpeechCapture;
  canServerTranscribe: boolean | undefined;
}) {
  const { t } = useTranslation('speech');
  const { state, mode } = capture;
  const isListening = state.status === 'listening' || state.status === 'initializing';
  return (
    <>
      {mode === 'record_only' && <Alert variant="info">{t('notices.unsupportedBrowser')}</Alert>}
      {mode === 'unavailable' && (
        <Alert variant="info" title={t('notices.unavailableTitle')}>
          {t('notices.unavailable')}
        </Alert>
      )}
      {isListening && state.liveTranscriptIssue && (
        <Alert variant="info" title={t(`notices.liveTranscript.${state.liveTranscriptIssue}`)}>
          {canServerTranscribe === false
            ? t('notices.liveTranscriptKeepTyping')
            : t('notices.liveTranscriptServer')}
        </Alert>
      )}
      {state.status === 'listening' && state.isSilenceWarning && (
        <Alert variant="warning">{t('notices.silence')}</Alert>
      )}
    </>
  );
}
