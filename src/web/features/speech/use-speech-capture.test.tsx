// @vitest-environment jsdom
import type { SpeechAnalysis } from '@shared/speech/speech.schema';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client/api-error';
import { i18next, i18nReady } from '../../lib/i18n';
import { transcribeSpeech } from './api/transcribe-speech';
import type { RecognitionErrorEvent, RecognitionResultEvent } from './speech-recognition';
import { useSpeechCapture } from './use-speech-capture';

vi.mock('./api/transcribe-speech', () => ({ transcribeSpeech: vi.fn() }));
const transcribe = vi.mocked(transcribeSpeech);

/** The browser's speech recognition, driven by the test. */
class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 1;
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: RecognitionErrorEvent) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {}
  stop() {
    queueMicrotask(() => this.onend?.());
  }
  abort() {}
  hear(text: string, isFinal: boolean) {
    this.onresult?.({
      resultIndex: 0,
      results: [Object.assign([{ transcript: text, confidence: isFinal ? 0.9 : 0 }], { isFinal })],
    });
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}

/** MediaRecorder that hands over one chunk of "audio" when stopped. */
class FakeMediaRecorder extends EventTarget {
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  constructor(_stream: unknown, options?: { mimeType?: string }) {
    super();
    this.mimeType = options?.mimeType ?? '';
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    const chunk = new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'audio/webm' });
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: chunk }));
    this.dispatchEvent(new Event('stop'));
  }
}

const stopTrack = vi.fn();
const getUserMedia = vi.fn();

function analysisOf(overrides: Partial<SpeechAnalysis>): SpeechAnalysis {
  return {
    requestId: 'req-1',
    transcription: 'transcribed',
    transcript: '',
    segments: [],
    language: 'de',
    qualityScore: 70,
    wordCount: 6,
    keywords: [],
    coverage: {
      item: true,
      brand: true,
      condition: true,
      size: true,
      defects: false,
      price: true,
      fulfilment: false,
    },
    issues: [],
    ...overrides,
  };
}

describe('useSpeechCapture', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces('common');
  });

  beforeEach(() => {
    FakeRecognition.instances = [];
    transcribe.mockReset();
    getUserMedia.mockReset();
    getUserMedia.mockResolvedValue({ getTracks: () => [{ stop: stopTrack }] });
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps recording when the live transcript fails and sends the audio with what was heard', async () => {
    transcribe.mockResolvedValue(analysisOf({ transcript: 'Nike Jacke Größe M, wie neu' }));
    const { result } = renderHook(() => useSpeechCapture({ canServerTranscribe: true }));
    expect(result.current.mode).toBe('live');

    await act(() => result.current.start());
    expect(result.current.state.status).toBe('listening');
    const recognition = FakeRecognition.instances[0];
    expect(recognition?.lang).toBe('de-DE');
    expect(recognition?.continuous && recognition.interimResults).toBe(true);

    act(() => recognition?.hear('Nike Jacke', true));
    expect(result.current.state.transcript).toBe('Nike Jacke');
    act(() => recognition?.fail('network'));
    expect(result.current.state).toMatchObject({ status: 'listening', liveTranscriptIssue: 'network' });
    // A failed recognition is not restarted.
    expect(FakeRecognition.instances).toHaveLength(1);

    await act(() => result.current.stop());
    await waitFor(() => expect(result.current.state.status).toBe('completed'));
    expect(transcribe).toHaveBeenCalledTimes(1);
    expect(transcribe.mock.calls[0]?.[0]).toMatchObject({
      audio: 'AQIDBA==',
      mimeType: 'audio/webm',
      language: 'de',
      transcript: 'Nike Jacke',
    });
    expect(stopTrack).toHaveBeenCalled();
    expect(result.current.state.transcript).toBe('Nike Jacke Größe M, wie neu');
  });

  it('keeps the recording when sending fails and sends the same audio again on retry', async () => {
    transcribe
      .mockRejectedValueOnce(new ApiError({ status: 0, message: 'offline' }))
      .mockResolvedValueOnce(analysisOf({ transcript: 'Lampe' }));
    const { result } = renderHook(() => useSpeechCapture({ canServerTranscribe: true }));
    await act(() => result.current.start());
    await act(() => result.current.stop());
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state).toMatchObject({ errorReason: 'network', hasPendingRecording: true });

    await act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.status).toBe('completed'));
    expect(transcribe.mock.calls.map((call) => call[0].audio)).toEqual(['AQIDBA==', 'AQIDBA==']);
  });

  it('maps a server NO_AUDIO answer and a blocked microphone to their reasons', async () => {
    transcribe.mockRejectedValue(new ApiError({ status: 422, code: 'NO_AUDIO', message: 'No audio' }));
    const { result } = renderHook(() => useSpeechCapture({ canServerTranscribe: true }));
    await act(() => result.current.start());
    await act(() => result.current.stop());
    await waitFor(() => expect(result.current.state.errorReason).toBe('no_audio'));

    getUserMedia.mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
    await act(() => result.current.start());
    expect(result.current.state).toMatchObject({ status: 'error', errorReason: 'permission_denied' });
  });

  it('does not send audio the server cannot transcribe when the browser heard the words', async () => {
    transcribe.mockResolvedValue(
      analysisOf({ transcription: 'not_requested', transcript: 'Tisch aus Eiche' }),
    );
    const { result } = renderHook(() => useSpeechCapture({ canServerTranscribe: false }));
    await act(() => result.current.start());
    act(() => FakeRecognition.instances[0]?.hear('Tisch aus Eiche', false));
    await act(() => result.current.stop());
    await waitFor(() => expect(result.current.state.status).toBe('completed'));
    expect(transcribe.mock.calls[0]?.[0]).toMatchObject({ audio: undefined, transcript: 'Tisch aus Eiche' });
    expect(result.current.state.transcript).toBe('Tisch aus Eiche');
  });

  it('records without a live transcript when the browser has no speech recognition', async () => {
    vi.stubGlobal('webkitSpeechRecognition', undefined);
    const { result } = renderHook(() => useSpeechCapture({ canServerTranscribe: true }));
    expect(result.current.mode).toBe('record_only');
    await act(() => result.current.start());
    expect(result.current.state).toMatchObject({ status: 'listening', isLiveTranscriptRunning: false });

    const unavailable = renderHook(() => useSpeechCapture({ canServerTranscribe: false }));
    expect(unavailable.result.current.mode).toBe('unavailable');
  });
});
