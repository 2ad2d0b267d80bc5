import { describe, expect, it } from 'vitest';
import {
  detectSpeechSupport,
  mediaErrorReason,
  type RecognitionResultEvent,
  recognitionErrorReason,
  segmentsFromResults,
  speechInputMode,
} from './speech-recognition';

function resultEvent(
  results: { transcript: string; confidence: number; isFinal: boolean }[],
): RecognitionResultEvent {
  return {
    resultIndex: 0,
    results: results.map((result) =>
      Object.assign([{ transcript: result.transcript, confidence: result.confidence }], {
        isFinal: result.isFinal,
      }),
    ),
  };
}

describe('speech recognition mapping', () => {
  it('maps recognition errors to spec reasons and ignores the harmless ones', () => {
    expect(recognitionErrorReason('not-allowed')).toBe('permission_denied');
    expect(recognitionErrorReason('service-not-allowed')).toBe('permission_denied');
    expect(recognitionErrorReason('network')).toBe('network');
    expect(recognitionErrorReason('audio-capture')).toBe('no_audio');
    expect(recognitionErrorReason('language-not-supported')).toBe('unsupported');
    expect(recognitionErrorReason('bad-grammar')).toBe('unknown');
    expect(recognitionErrorReason('no-speech')).toBeNull();
    expect(recognitionErrorReason('aborted')).toBeNull();
  });

  it('maps microphone errors to spec reasons', () => {
    expect(mediaErrorReason(new DOMException('denied', 'NotAllowedError'))).toBe('permission_denied');
    expect(mediaErrorReason(new DOMException('none', 'NotFoundError'))).toBe('no_audio');
    expect(mediaErrorReason(new TypeError('no getUserMedia'))).toBe('unsupported');
    expect(mediaErrorReason('strange')).toBe('unknown');
  });

  it('builds web segments with stable ids and first-seen times, confidence only for final results', () => {
    const firstSeen = new Map<number, string>();
    let clock = Date.parse('2026-11-21T10:00:00.000Z');
    const context = { sessionKey: 'k-0', firstSeen, now: () => new Date(clock) };
    const first = segmentsFromResults(
      resultEvent([{ transcript: ' Nike ', confidence: 0, isFinal: false }]),
      context,
    );
    expect(first).toEqual([
      {
        id: 'web-k-0-0',
        text: 'Nike',
        final: false,
        source: 'web',
        confidence: null,
        recordedAt: '2026-11-21T10:00:00.000Z',
      },
    ]);
    clock += 2_000;
    const second = segmentsFromResults(
      resultEvent([
        { transcript: 'Nike Jacke', confidence: 0.92, isFinal: true },
        { transcript: 'Größe', confidence: 0, isFinal: false },
        { transcript: '   ', confidence: 0, isFinal: false },
      ]),
      context,
    );
    expect(
      second.map((segment) => [
        segment.id,
        segment.text,
        segment.final,
        segment.confidence,
        segment.recordedAt,
      ]),
    ).toEqual([
      ['web-k-0-0', 'Nike Jacke', true, 0.92, '2026-11-21T10:00:00.000Z'],
      ['web-k-0-1', 'Größe', false, null, '2026-11-21T10:00:02.000Z'],
    ]);
  });

  it('detects what the browser offers and chooses the input mode', () => {
    const navigatorWithMicrophone = { mediaDevices: { getUserMedia: () => Promise.resolve() } };
    expect(
      detectSpeechSupport({
        webkitSpeechRecognition: class {},
        MediaRecorder: class {},
        navigator: navigatorWithMicrophone,
      }),
    ).toEqual({ hasRecognition: true, hasRecorder: true });
    expect(detectSpeechSupport({ MediaRecorder: class {}, navigator: {} })).toEqual({
      hasRecognition: false,
      hasRecorder: false,
    });

    expect(speechInputMode({ hasRecognition: true, hasRecorder: true }, false)).toBe('live');
    expect(speechInputMode({ hasRecognition: true, hasRecorder: false }, undefined)).toBe('live_only');
    expect(speechInputMode({ hasRecognition: false, hasRecorder: true }, true)).toBe('record_only');
    expect(speechInputMode({ hasRecognition: false, hasRecorder: true }, undefined)).toBe('record_only');
    // Neither the browser nor the server can turn speech into text: the seller types.
    expect(speechInputMode({ hasRecognition: false, hasRecorder: true }, false)).toBe('unavailable');
    expect(speechInputMode({ hasRecognition: false, hasRecorder: false }, true)).toBe('unavailable');
  });
});
