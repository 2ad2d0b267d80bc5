import type { SpeechErrorReason, SpeechLanguage, SpeechSegment } from '@shared/speech/speech.schema';

/**
 * The parts of the Web Speech API the capture uses. TypeScript's DOM library describes the result
 * objects but not the recognition itself (Chromium still ships it as webkitSpeechRecognition).
 */
export interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean } & ArrayLike<{ transcript: string; confidence: number }>>;
}

export interface RecognitionErrorEvent {
  error: string;
}

export interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type RecognitionConstructor = new () => Recognition;

export function findRecognitionConstructor(scope: object): RecognitionConstructor | null {
  const candidates = scope as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  const found = candidates.SpeechRecognition ?? candidates.webkitSpeechRecognition;
  return typeof found === 'function' ? (found as RecognitionConstructor) : null;
}

/** The regional variant each speech language is recognised in (the German market first). */
export const recognitionLocales: Record<SpeechLanguage, string> = {
  de: 'de-DE',
  en: 'en-GB',
  fr: 'fr-FR',
  es: 'es-ES',
};

/**
 * A recognition error as a spec reason, or null for the ones that are not failures: Chromium
 * reports 'no-speech' after a few quiet seconds (the silence detection decides about that) and
 * 'aborted' when we stop it ourselves.
 */
export function recognitionErrorReason(error: string): SpeechErrorReason | null {
  switch (error) {
    case 'no-speech':
    case 'aborted':
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
      return 'permission_denied';
    case 'network':
      return 'network';
    case 'audio-capture':
      return 'no_audio';
    case 'language-not-supported':
      return 'unsupported';
    default:
      return 'unknown';
  }
}

/** A getUserMedia or MediaRecorder failure as a spec reason. */
export function mediaErrorReason(error: unknown): SpeechErrorReason {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'permission_denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'NotReadableError':
      return 'no_audio';
    case 'NotSupportedError':
    case 'TypeError':
      return 'unsupported';
    default:
      return 'unknown';
  }
}

/**
 * The segments of one recognition session, from the event's cumulative result list. `firstSeen`
 * keeps the time each result index first appeared, so a segment's recordedAt does not move while
 * its interim text is refined.
 */
export function segmentsFromResults(
  event: RecognitionResultEvent,
  context: { sessionKey: string; firstSeen: Map<number, string>; now: () => Date },
): SpeechSegment[] {
  const segments: SpeechSegment[] = [];
  for (let index = 0; index < event.results.length; index += 1) {
    const result = event.results[index];
    const best = result?.[0];
    if (!result || !best) continue;
    const text = best.transcript.trim();
    if (!text) continue;
    let recordedAt = context.firstSeen.get(index);
    if (!recordedAt) {
      recordedAt = context.now().toISOString();
      context.firstSeen.set(index, recordedAt);
    }
    // Chromium reports confidence 0 for interim results: that means "unknown", not "wrong".
    const confidence = result.isFinal && best.confidence > 0 ? Math.min(1, best.confidence) : null;
    segments.push({
      id: `web-${context.sessionKey}-${index}`,
      text,
      final: result.isFinal,
      source: 'web',
      confidence,
      recordedAt,
    });
  }
  return segments;
}

/** What this browser can do for speech input. */
export interface SpeechSupport {
  hasRecognition: boolean;
  hasRecorder: boolean;
}

export function detectSpeechSupport(scope: object): SpeechSupport {
  const browser = scope as { MediaRecorder?: unknown; navigator?: Navigator };
  return {
    hasRecognition: findRecognitionConstructor(scope) !== null,
    hasRecorder:
      typeof browser.MediaRecorder === 'function' &&
      typeof browser.navigator?.mediaDevices?.getUserMedia === 'function',
  };
}

/**
 * How speech input works here: live transcript with recording; recording only, transcribed by the
 * server; live transcript only (no MediaRecorder); or not at all (then the seller types).
 * `canServerTranscribe` is undefined until /api/ai/status answered.
 */
export type SpeechInputMode = 'live' | 'record_only' | 'live_only' | 'unavailable';

export function speechInputMode(
  support: SpeechSupport,
  canServerTranscribe: boolean | undefined,
): SpeechInputMode {
  if (support.hasRecognition && support.hasRecorder) return 'live';
  if (support.hasRecognition) return 'live_only';
  if (support.hasRecorder && canServerTranscribe !== false) return 'record_only';
  return 'unavailable';
}
