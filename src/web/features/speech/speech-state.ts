import type {
  SpeechAnalysis,
  SpeechErrorReason,
  SpeechLanguage,
  SpeechSegment,
  SpeechStatus,
} from '@shared/speech/speech.schema';

/**
 * Spec §3 "Speech state/result" and §4 "Speech", as the create page holds it. The transcript is
 * the seller's editable text: whatever was in the field when a recording started, plus what was
 * heard. The pure reducer below holds every rule; the hook only talks to the browser.
 */
export interface SpeechState {
  status: SpeechStatus;
  language: SpeechLanguage;
  transcript: string;
  /** The text in the field when the current recording started; what is heard is appended to it. */
  transcriptBeforeRecording: string;
  /** Web segments of the current recording and the backend's segments of the last transcription. */
  segments: SpeechSegment[];
  errorReason: SpeechErrorReason | null;
  /** A translated server message for errors the reason alone does not explain. */
  errorMessage: string | null;
  /** The browser's recognition failed while the recording itself went on. */
  liveTranscriptIssue: SpeechErrorReason | null;
  isLiveTranscriptRunning: boolean;
  isSilenceWarning: boolean;
  analysis: SpeechAnalysis | null;
  /** The whole text as it was when the analysis arrived, to tell when the seller changed it since. */
  analysedTranscript: string | null;
  /** A recording is kept in memory because sending it failed; "Try again" sends it once more. */
  hasPendingRecording: boolean;
}

export type SpeechAction =
  | { type: 'start' }
  | { type: 'started'; isLiveTranscriptRunning: boolean }
  | { type: 'recognized'; segments: SpeechSegment[] }
  | { type: 'liveTranscriptFailed'; reason: SpeechErrorReason }
  | { type: 'silence'; isWarning: boolean }
  | { type: 'stop' }
  | { type: 'checkTyped' }
  | { type: 'retry' }
  | { type: 'analysed'; analysis: SpeechAnalysis }
  | {
      type: 'failed';
      reason: SpeechErrorReason;
      message?: string | null;
      hasPendingRecording?: boolean;
    }
  | { type: 'edit'; text: string }
  | { type: 'language'; language: SpeechLanguage }
  | { type: 'reset' };

export interface SpeechStateSeed {
  language?: SpeechLanguage;
  transcript?: string;
  analysis?: SpeechAnalysis | null;
  analysedTranscript?: string | null;
}

export function initialSpeechState(seed: SpeechStateSeed = {}): SpeechState {
  const analysis = seed.analysis ?? null;
  return {
    status: analysis ? 'completed' : 'idle',
    language: seed.language ?? 'de',
    transcript: seed.transcript ?? '',
    transcriptBeforeRecording: '',
    segments: analysis?.segments ?? [],
    errorReason: null,
    errorMessage: null,
    liveTranscriptIssue: null,
    isLiveTranscriptRunning: false,
    isSilenceWarning: false,
    analysis,
    analysedTranscript: analysis ? (seed.analysedTranscript ?? seed.transcript ?? '') : null,
    hasPendingRecording: false,
  };
}

/** The seller changed the text after the last analysis, so its notices may no longer fit. */
export function isAnalysisStale(state: SpeechState): boolean {
  return state.analysis !== null && state.analysedTranscript?.trim() !== state.transcript.trim();
}

/** While the microphone is open or a recording is on its way, the text belongs to the recording. */
export function isSpeechBusy(status: SpeechStatus): boolean {
  return status === 'initializing' || status === 'listening' || status === 'processing';
}

/** Two pieces of text joined by one space, ignoring empty ones. */
export function joinTranscript(...parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** What the browser heard in this recording: final and interim segments in order. */
export function heardText(segments: readonly SpeechSegment[]): string {
  return joinTranscript(
    ...segments.filter((segment) => segment.source === 'web').map((segment) => segment.text),
  );
}

function withoutWebSegments(segments: readonly SpeechSegment[]): SpeechSegment[] {
  return segments.filter((segment) => segment.source !== 'web');
}

export function speechReducer(state: SpeechState, action: SpeechAction): SpeechState {
  switch (action.type) {
    case 'start': {
      if (isSpeechBusy(state.status)) return state;
      return {
        ...state,
        status: 'initializing',
        transcriptBeforeRecording: state.transcript,
        segments: withoutWebSegments(state.segments),
        errorReason: null,
        errorMessage: null,
        liveTranscriptIssue: null,
        isLiveTranscriptRunning: false,
        isSilenceWarning: false,
        hasPendingRecording: false,
      };
    }
    case 'started':
      if (state.status !== 'initializing') return state;
      return {
        ...state,
        status: 'listening',
        isLiveTranscriptRunning: action.isLiveTranscriptRunning && state.liveTranscriptIssue === null,
      };
    case 'recognized': {
      // Late results right after Stop still belong to this recording.
      if (state.status !== 'listening' && state.status !== 'processing') return state;
      const segments = [
        ...withoutWebSegments(state.segments),
        ...action.segments.filter((segment) => segment.source === 'web'),
      ];
      return {
        ...state,
        segments,
        transcript: joinTranscript(state.transcriptBeforeRecording, heardText(segments)),
      };
    }
    case 'liveTranscriptFailed':
      // The recording goes on: only the live transcript is lost, the audio is still transcribed.
      if (state.status !== 'initializing' && state.status !== 'listening') return state;
      return { ...state, liveTranscriptIssue: action.reason, isLiveTranscriptRunning: false };
    case 'silence':
      if (state.status !== 'listening') return state;
      return { ...state, isSilenceWarning: action.isWarning };
    case 'stop': {
      if (state.status !== 'listening' && state.status !== 'initializing') return state;
      // Interim words the recognition had not finalised yet stay: they are usually right.
      const segments = state.segments.map((segment) =>
        segment.source === 'web' ? { ...segment, final: true } : segment,
      );
      return {
        ...state,
        status: 'processing',
        segments,
        isLiveTranscriptRunning: false,
        isSilenceWarning: false,
      };
    }
    case 'checkTyped':
      if (isSpeechBusy(state.status) || state.transcript.trim() === '') return state;
      return {
        ...state,
        status: 'processing',
        transcriptBeforeRecording: '',
        errorReason: null,
        errorMessage: null,
        hasPendingRecording: false,
      };
    case 'retry':
      if (state.status !== 'error' || !state.hasPendingRecording) return state;
      return { ...state, status: 'processing', errorReason: null, errorMessage: null };
    case 'analysed': {
      if (state.status !== 'processing') return state;
      const { analysis } = action;
      const isTranscribed = analysis.transcription === 'transcribed' && analysis.transcript.trim() !== '';
      // A backend transcript replaces what the browser heard, and its segments replace earlier backend ones.
      const transcript = isTranscribed
        ? joinTranscript(state.transcriptBeforeRecording, analysis.transcript)
        : state.transcript;
      const keptSegments =
        analysis.segments.length > 0
          ? state.segments.filter((segment) => segment.source !== 'backend')
          : state.segments;
      return {
        ...state,
        status: 'completed',
        transcript,
        segments: [...keptSegments, ...analysis.segments],
        analysis,
        analysedTranscript: transcript,
        errorReason: null,
        errorMessage: null,
        hasPendingRecording: false,
      };
    }
    case 'failed':
      return {
        ...state,
        status: 'error',
        errorReason: action.reason,
        errorMessage: action.message ?? null,
        isLiveTranscriptRunning: false,
        isSilenceWarning: false,
        hasPendingRecording: action.hasPendingRecording ?? false,
      };
    case 'edit':
      if (isSpeechBusy(state.status)) return state;
      return { ...state, transcript: action.text };
    case 'language':
      if (isSpeechBusy(state.status)) return state;
      return { ...state, language: action.language };
    case 'reset':
      return initialSpeechState({ language: state.language });
  }
}
