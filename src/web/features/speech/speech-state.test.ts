import type { SpeechAnalysis, SpeechSegment } from '@shared/speech/speech.schema';
import { describe, expect, it } from 'vitest';
import {
  heardText,
  initialSpeechState,
  isAnalysisStale,
  joinTranscript,
  type SpeechAction,
  type SpeechState,
  speechReducer,
} from './speech-state';

const at = '2026-11-21T10:00:00.000Z';

function webSegment(index: number, text: string, final: boolean): SpeechSegment {
  return { id: `web-a-${index}`, text, final, source: 'web', confidence: final ? 0.9 : null, recordedAt: at };
}

function backendSegment(id: string, text: string): SpeechSegment {
  return { id, text, final: true, source: 'backend', confidence: 0.8, recordedAt: at };
}

function analysisOf(overrides: Partial<SpeechAnalysis> = {}): SpeechAnalysis {
  return {
    requestId: 'req-1',
    transcription: 'not_requested',
    transcript: '',
    segments: [],
    language: 'de',
    qualityScore: 60,
    wordCount: 8,
    keywords: ['jacke'],
    coverage: {
      item: true,
      brand: true,
      condition: false,
      size: true,
      defects: false,
      price: false,
      fulfilment: false,
    },
    issues: [{ code: 'no_condition', severity: 'warning', message: 'No condition mentioned.' }],
    ...overrides,
  };
}

function run(state: SpeechState, ...actions: SpeechAction[]): SpeechState {
  return actions.reduce(speechReducer, state);
}

describe('speechReducer', () => {
  it('goes idle → initializing → listening → processing → completed with a backend transcript', () => {
    const listening = run(
      initialSpeechState(),
      { type: 'start' },
      { type: 'started', isLiveTranscriptRunning: true },
    );
    expect(listening.status).toBe('listening');
    expect(listening.isLiveTranscriptRunning).toBe(true);

    const heard = run(listening, {
      type: 'recognized',
      segments: [webSegment(0, 'Nike Jacke', true), webSegment(1, 'Größe', false)],
    });
    expect(heard.transcript).toBe('Nike Jacke Größe');

    const processing = run(heard, { type: 'stop' });
    expect(processing.status).toBe('processing');
    // Interim words are kept as final once the recording stops.
    expect(processing.segments.every((segment) => segment.final)).toBe(true);

    const completed = run(processing, {
      type: 'analysed',
      analysis: analysisOf({
        transcription: 'transcribed',
        transcript: 'Nike Jacke Größe M',
        segments: [backendSegment('b-1', 'Nike Jacke Größe M')],
      }),
    });
    expect(completed.status).toBe('completed');
    expect(completed.transcript).toBe('Nike Jacke Größe M');
    expect(completed.analysis?.qualityScore).toBe(60);
    expect(isAnalysisStale(completed)).toBe(false);
  });

  it('lets backend segments replace earlier backend segments but keep the browser ones', () => {
    const first = run(
      initialSpeechState(),
      { type: 'start' },
      { type: 'started', isLiveTranscriptRunning: true },
      { type: 'recognized', segments: [webSegment(0, 'Jacke', true)] },
      { type: 'stop' },
      {
        type: 'analysed',
        analysis: analysisOf({
          transcription: 'transcribed',
          transcript: 'Jacke blau',
          segments: [backendSegment('b-1', 'Jacke'), backendSegment('b-2', 'blau')],
        }),
      },
    );
    expect(first.segments.map((segment) => segment.id)).toEqual(['web-a-0', 'b-1', 'b-2']);

    // A failed send kept the recording; the retry's answer replaces the earlier backend segments.
    const second = run(
      { ...first, status: 'error', hasPendingRecording: true, errorReason: 'network' },
      { type: 'retry' },
      {
        type: 'analysed',
        analysis: analysisOf({
          transcription: 'transcribed',
          transcript: 'Jacke dunkelblau',
          segments: [backendSegment('b-3', 'Jacke dunkelblau')],
        }),
      },
    );
    expect(second.segments.map((segment) => segment.id)).toEqual(['web-a-0', 'b-3']);
  });

  it('appends what is heard to text typed before the recording', () => {
    const typed = run(initialSpeechState(), { type: 'edit', text: 'Blaue Jacke.' });
    const recorded = run(
      typed,
      { type: 'start' },
      { type: 'started', isLiveTranscriptRunning: true },
      { type: 'recognized', segments: [webSegment(0, 'Größe M', true)] },
    );
    expect(recorded.transcript).toBe('Blaue Jacke. Größe M');
    const done = run(
      recorded,
      { type: 'stop' },
      {
        type: 'analysed',
        analysis: analysisOf({ transcription: 'transcribed', transcript: 'Größe M, wie neu' }),
      },
    );
    expect(done.transcript).toBe('Blaue Jacke. Größe M, wie neu');
  });

  it('keeps the browser transcript when the server did not transcribe', () => {
    const done = run(
      initialSpeechState(),
      { type: 'start' },
      { type: 'started', isLiveTranscriptRunning: true },
      { type: 'recognized', segments: [webSegment(0, 'Lampe aus Messing', true)] },
      { type: 'stop' },
      {
        type: 'analysed',
        analysis: analysisOf({ transcription: 'not_configured', transcript: 'Lampe aus Messing' }),
      },
    );
    expect(done.transcript).toBe('Lampe aus Messing');
    expect(done.segments.map((segment) => segment.source)).toEqual(['web']);
  });

  it('keeps listening when only the live transcript fails, and the reason is kept for the notice', () => {
    const state = run(
      initialSpeechState(),
      { type: 'start' },
      { type: 'liveTranscriptFailed', reason: 'network' },
      { type: 'started', isLiveTranscriptRunning: true },
    );
    expect(state.status).toBe('listening');
    expect(state.liveTranscriptIssue).toBe('network');
    expect(state.isLiveTranscriptRunning).toBe(false);
    expect(run(state, { type: 'stop' }).status).toBe('processing');
  });

  it('shows the silence warning only while listening and clears it on stop', () => {
    const warned = run(
      initialSpeechState(),
      { type: 'start' },
      { type: 'started', isLiveTranscriptRunning: false },
      { type: 'silence', isWarning: true },
    );
    expect(warned.isSilenceWarning).toBe(true);
    expect(run(warned, { type: 'stop' }).isSilenceWarning).toBe(false);
    expect(run(initialSpeechState(), { type: 'silence', isWarning: true }).isSilenceWarning).toBe(false);
  });

  it('fails with a reason, keeps the text, and retries only when a recording is kept', () => {
    const heard = run(
      initialSpeechState(),
      { type: 'start' },
      { type: 'started', isLiveTranscriptRunning: true },
      { type: 'recognized', segments: [webSegment(0, 'Fahrrad', true)] },
      { type: 'stop' },
    );
    const failed = run(heard, { type: 'failed', reason: 'network', hasPendingRecording: true });
    expect(failed).toMatchObject({ status: 'error', errorReason: 'network', transcript: 'Fahrrad' });
    expect(run(failed, { type: 'retry' }).status).toBe('processing');

    const denied = run(
      initialSpeechState(),
      { type: 'start' },
      { type: 'failed', reason: 'permission_denied' },
    );
    expect(denied.errorReason).toBe('permission_denied');
    expect(run(denied, { type: 'retry' }).status).toBe('error');
    // A new attempt clears the error.
    expect(run(denied, { type: 'start' })).toMatchObject({ status: 'initializing', errorReason: null });
  });

  it('does not let the seller edit or switch language while the microphone is open', () => {
    const listening = run(
      initialSpeechState(),
      { type: 'start' },
      { type: 'started', isLiveTranscriptRunning: true },
    );
    expect(run(listening, { type: 'edit', text: 'x' }).transcript).toBe('');
    expect(run(listening, { type: 'language', language: 'fr' }).language).toBe('de');
    expect(run(initialSpeechState(), { type: 'language', language: 'es' }).language).toBe('es');
  });

  it('checks typed text without a recording and marks the analysis stale after an edit', () => {
    const typed = run(initialSpeechState({ language: 'en' }), {
      type: 'edit',
      text: 'Oak table, good condition',
    });
    const checking = run(typed, { type: 'checkTyped' });
    expect(checking.status).toBe('processing');
    const checked = run(checking, {
      type: 'analysed',
      analysis: analysisOf({ language: 'en', transcript: 'Oak table, good condition' }),
    });
    expect(checked.transcript).toBe('Oak table, good condition');
    expect(isAnalysisStale(checked)).toBe(false);
    expect(isAnalysisStale(run(checked, { type: 'edit', text: 'Oak table, good condition, 40 euros' }))).toBe(
      true,
    );
    // Nothing to check in an empty field.
    expect(run(initialSpeechState(), { type: 'checkTyped' }).status).toBe('idle');
  });

  it('starts completed from a stored analysis and resets to idle keeping the language', () => {
    const restored = initialSpeechState({
      language: 'en',
      transcript: 'Oak table',
      analysis: analysisOf({ transcript: 'Oak table' }),
      analysedTranscript: 'Oak table',
    });
    expect(restored.status).toBe('completed');
    expect(isAnalysisStale(restored)).toBe(false);
    const reset = run(restored, { type: 'reset' });
    expect(reset).toMatchObject({ status: 'idle', language: 'en', transcript: '', analysis: null });
  });
});

describe('transcript helpers', () => {
  it('joins parts with single spaces and ignores empty ones', () => {
    expect(joinTranscript(' Jacke ', '', 'blau')).toBe('Jacke blau');
    expect(
      heardText([webSegment(0, 'eins', true), backendSegment('b', 'zwei'), webSegment(1, 'drei', false)]),
    ).toBe('eins drei');
  });
});
