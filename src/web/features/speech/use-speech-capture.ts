import {
  type SpeechAnalysis,
  type SpeechErrorReason,
  type SpeechLanguage,
  type SpeechSegment,
  speechAudioMaxBytes,
} from '@shared/speech/speech.schema';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../lib/api';
import { ApiError } from '../../lib/api-client/api-error';
import { transcribeSpeech } from './api/transcribe-speech';
import {
  blobToBase64,
  containerMimeType,
  meterLevel,
  pickRecorderMimeType,
  rootMeanSquare,
} from './audio-encoding';
import { createSilenceTracker } from './silence-tracker';
import {
  detectSpeechSupport,
  findRecognitionConstructor,
  mediaErrorReason,
  type Recognition,
  recognitionErrorReason,
  recognitionLocales,
  segmentsFromResults,
  speechInputMode,
} from './speech-recognition';
import {
  heardText,
  initialSpeechState,
  isSpeechBusy,
  type SpeechStateSeed,
  speechReducer,
} from './speech-state';

const meterIntervalMs = 100;
/** How long Stop waits for the recognition's last final results before sending. */
const recognitionEndWaitMs = 1_500;
/** Chromium ends a continuous recognition after a pause; it is restarted this often per recording. */
const recognitionRestartsMax = 20;

/** Everything one recording holds while the microphone is open. */
interface Take {
  key: string;
  language: SpeechLanguage;
  startedAt: number;
  stream: MediaStream | null;
  recorder: MediaRecorder | null;
  chunks: Blob[];
  audioContext: AudioContext | null;
  meterTimer: ReturnType<typeof setInterval> | null;
  recognition: Recognition | null;
  isRecognitionWanted: boolean;
  recognitionRestarts: number;
  /** Final segments of earlier recognition sessions of this recording, and the running session's. */
  committedSegments: SpeechSegment[];
  sessionSegments: SpeechSegment[];
  onRecognitionEnd: (() => void) | null;
  isStopping: boolean;
}

/** A finished recording, kept until the server has it, so a failed send never loses it. */
interface Recording {
  blob: Blob | null;
  durationMs: number;
  heard: string;
  language: SpeechLanguage;
}

function releaseTake(take: Take) {
  if (take.meterTimer) clearInterval(take.meterTimer);
  take.meterTimer = null;
  take.isRecognitionWanted = false;
  take.audioContext?.close().catch(() => {});
  take.audioContext = null;
  for (const track of take.stream?.getTracks() ?? []) track.stop();
}

function stopRecorder(recorder: MediaRecorder, chunks: Blob[]): Promise<Blob> {
  return new Promise((resolve) => {
    const finish = () => resolve(new Blob(chunks, { type: recorder.mimeType || chunks[0]?.type || '' }));
    if (recorder.state === 'inactive') return finish();
    recorder.addEventListener('stop', finish, { once: true });
    recorder.stop();
  });
}

function failureReason(error: unknown): SpeechErrorReason {
  if (error instanceof ApiError) {
    if (error.code === 'NO_AUDIO') return 'no_audio';
    if (error.status === 0) return 'network';
  }
  return 'unknown';
}

export interface UseSpeechCaptureOptions {
  seed?: SpeechStateSeed;
  /** From /api/ai/status; undefined until it answered. */
  canServerTranscribe: boolean | undefined;
}

/**
 * Spec §4 speech capture: the microphone is recorded with MediaRecorder while the browser's speech
 * recognition writes a live transcript from the same moment; silence is measured with an
 * AnalyserNode. On stop, the recording and what the browser heard go to the server, which
 * transcribes (when configured) and analyses. State rules live in `speechReducer`.
 */
export function useSpeechCapture({ seed, canServerTranscribe }: UseSpeechCaptureOptions) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(speechReducer, seed, initialSpeechState);
  const [level, setLevel] = useState(0);
  const support = useMemo(
    () =>
      typeof window === 'undefined'
        ? { hasRecognition: false, hasRecorder: false }
        : detectSpeechSupport(window),
    [],
  );
  const mode = speechInputMode(support, canServerTranscribe);

  const stateRef = useRef(state);
  stateRef.current = state;
  const canServerTranscribeRef = useRef(canServerTranscribe);
  canServerTranscribeRef.current = canServerTranscribe;
  const takeRef = useRef<Take | null>(null);
  const pendingRecordingRef = useRef<Recording | null>(null);
  const requestRef = useRef<AbortController | null>(null);
  const stopRef = useRef<() => Promise<void>>(async () => {});

  const analyse = useCallback(
    async (request: Parameters<typeof transcribeSpeech>[0], keepsRecording: boolean) => {
      requestRef.current?.abort();
      const controller = new AbortController();
      requestRef.current = controller;
      try {
        const analysis: SpeechAnalysis = await transcribeSpeech(request, controller.signal);
        if (controller.signal.aborted) return;
        pendingRecordingRef.current = null;
        dispatch({ type: 'analysed', analysis });
      } catch (error) {
        if (controller.signal.aborted) return;
        const reason = failureReason(error);
        dispatch({
          type: 'failed',
          reason,
          message: reason === 'unknown' ? describeApiError(error, t) : null,
          hasPendingRecording: keepsRecording,
        });
      }
    },
    [t],
  );

  const sendRecording = useCallback(
    async (recording: Recording) => {
      const hasAudio = recording.blob !== null && recording.blob.size > 0;
      if (!hasAudio && !recording.heard) {
        dispatch({ type: 'failed', reason: 'no_audio' });
        return;
      }
      const isTooLong = hasAudio && (recording.blob?.size ?? 0) > speechAudioMaxBytes;
      // Audio is only worth sending when the server can transcribe it, or when nothing else was heard.
      const shouldSendAudio =
        hasAudio && !isTooLong && (canServerTranscribeRef.current !== false || !recording.heard);
      if (!shouldSendAudio && !recording.heard) {
        dispatch({ type: 'failed', reason: 'unknown', message: t('errors.PAYLOAD_TOO_LARGE') });
        return;
      }
      pendingRecordingRef.current = recording;
      let audio: string | undefined;
      if (shouldSendAudio && recording.blob) {
        try {
          audio = await blobToBase64(recording.blob);
        } catch {
          dispatch({ type: 'failed', reason: 'no_audio', hasPendingRecording: Boolean(recording.heard) });
          return;
        }
      }
      await analyse(
        {
          audio,
          mimeType: audio ? containerMimeType(recording.blob?.type) : undefined,
          language: recording.language,
          transcript: recording.heard || undefined,
          durationMs: Math.min(recording.durationMs, 15 * 60_000),
        },
        true,
      );
    },
    [analyse, t],
  );

  const startRecognition = useCallback((take: Take) => {
    const Recognizer = findRecognitionConstructor(window);
    if (!Recognizer) return;
    const recognition = new Recognizer();
    recognition.lang = recognitionLocales[take.language];
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.maxAlternatives = 1;
    const firstSeen = new Map<number, string>();
    const sessionKey = `${take.key}-${take.recognitionRestarts}`;
    recognition.onresult = (event) => {
      if (takeRef.current !== take) return;
      take.sessionSegments = segmentsFromResults(event, { sessionKey, firstSeen, now: () => new Date() });
      dispatch({ type: 'recognized', segments: [...take.committedSegments, ...take.sessionSegments] });
    };
    recognition.onerror = (event) => {
      const reason = recognitionErrorReason(event.error);
      if (!reason || takeRef.current !== take) return;
      take.isRecognitionWanted = false;
      if (take.recorder) {
        // The recording goes on; the server transcribes it after Stop.
        dispatch({ type: 'liveTranscriptFailed', reason });
        return;
      }
      takeRef.current = null;
      releaseTake(take);
      dispatch({ type: 'failed', reason });
    };
    recognition.onend = () => {
      take.committedSegments = [
        ...take.committedSegments,
        ...take.sessionSegments.map((segment) => ({ ...segment, final: true })),
      ];
      take.sessionSegments = [];
      take.onRecognitionEnd?.();
      if (takeRef.current !== take || take.isStopping) return;
      if (take.isRecognitionWanted && take.recognitionRestarts < recognitionRestartsMax) {
        take.recognitionRestarts += 1;
        startRecognition(take);
      } else if (!take.recorder) {
        // Recognition alone (no MediaRecorder): its end is the end of the recording.
        void stopRef.current();
      }
    };
    take.recognition = recognition;
    try {
      recognition.start();
    } catch {
      take.isRecognitionWanted = false;
      dispatch({ type: 'liveTranscriptFailed', reason: 'unknown' });
    }
  }, []);

  const startMeter = useCallback((take: Take, stream: MediaStream) => {
    const AudioContextClass = window.AudioContext;
    if (typeof AudioContextClass !== 'function') return;
    try {
      const context = new AudioContextClass();
      void context.resume().catch(() => {});
      const analyser = context.createAnalyser();
      analyser.fftSize = 2048;
      context.createMediaStreamSource(stream).connect(analyser);
      const samples = new Float32Array(analyser.fftSize);
      const tracker = createSilenceTracker();
      let isWarning = false;
      take.audioContext = context;
      take.meterTimer = setInterval(() => {
        analyser.getFloatTimeDomainData(samples);
        const rms = rootMeanSquare(samples);
        setLevel(meterLevel(rms));
        const verdict = tracker.update(rms, performance.now());
        if (verdict === 'stop') {
          void stopRef.current();
          return;
        }
        const shouldWarn = verdict === 'warning';
        if (shouldWarn !== isWarning) {
          isWarning = shouldWarn;
          dispatch({ type: 'silence', isWarning: shouldWarn });
        }
      }, meterIntervalMs);
    } catch {
      // No level meter and no silence stop: the seller stops by hand.
    }
  }, []);

  const start = useCallback(async () => {
    if (isSpeechBusy(stateRef.current.status)) return;
    dispatch({ type: 'start' });
    if (mode === 'unavailable') {
      dispatch({ type: 'failed', reason: 'unsupported' });
      return;
    }
    requestRef.current?.abort();
    pendingRecordingRef.current = null;
    const take: Take = {
      key: Math.random().toString(36).slice(2, 10),
      language: stateRef.current.language,
      startedAt: Date.now(),
      stream: null,
      recorder: null,
      chunks: [],
      audioContext: null,
      meterTimer: null,
      recognition: null,
      isRecognitionWanted: support.hasRecognition,
      recognitionRestarts: 0,
      committedSegments: [],
      sessionSegments: [],
      onRecognitionEnd: null,
      isStopping: false,
    };
    takeRef.current = take;

    if (support.hasRecorder) {
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: { echoCancellation: true, noiseSuppression: true },
        });
      } catch (error) {
        if (takeRef.current === take) takeRef.current = null;
        dispatch({ type: 'failed', reason: mediaErrorReason(error) });
        return;
      }
      take.stream = stream;
      if (takeRef.current !== take) {
        releaseTake(take);
        return;
      }
      try {
        const mimeType = pickRecorderMimeType((type) => MediaRecorder.isTypeSupported(type));
        const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
        recorder.addEventListener('dataavailable', (event) => {
          if (event.data.size > 0) take.chunks.push(event.data);
        });
        recorder.start(1_000);
        take.recorder = recorder;
      } catch (error) {
        takeRef.current = null;
        releaseTake(take);
        dispatch({ type: 'failed', reason: mediaErrorReason(error) });
        return;
      }
      startMeter(take, stream);
    }
    if (support.hasRecognition) startRecognition(take);
    take.startedAt = Date.now();
    dispatch({ type: 'started', isLiveTranscriptRunning: support.hasRecognition });
  }, [mode, support, startMeter, startRecognition]);

  const stop = useCallback(async () => {
    const take = takeRef.current;
    if (!take || take.isStopping) return;
    take.isStopping = true;
    dispatch({ type: 'stop' });
    if (take.meterTimer) clearInterval(take.meterTimer);
    take.meterTimer = null;
    setLevel(0);
    let recognitionEnded: Promise<void> = Promise.resolve();
    if (take.recognition) {
      const recognition = take.recognition;
      recognitionEnded = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, recognitionEndWaitMs);
        take.onRecognitionEnd = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      try {
        recognition.stop();
      } catch {
        take.onRecognitionEnd?.();
      }
    }
    const blob = take.recorder ? await stopRecorder(take.recorder, take.chunks) : null;
    await recognitionEnded;
    releaseTake(take);
    if (takeRef.current !== take) return;
    takeRef.current = null;
    await sendRecording({
      blob,
      durationMs: Date.now() - take.startedAt,
      heard: heardText([...take.committedSegments, ...take.sessionSegments]),
      language: take.language,
    });
  }, [sendRecording]);
  stopRef.current = stop;

  /** Sends the kept recording again after a failed transcription. */
  const retry = useCallback(async () => {
    const recording = pendingRecordingRef.current;
    if (!recording || stateRef.current.status !== 'error') return;
    dispatch({ type: 'retry' });
    await sendRecording(recording);
  }, [sendRecording]);

  /** Analyses typed (or corrected) text without a recording. */
  const checkTyped = useCallback(async () => {
    const current = stateRef.current;
    if (isSpeechBusy(current.status) || !current.transcript.trim()) return;
    dispatch({ type: 'checkTyped' });
    await analyse({ language: current.language, transcript: current.transcript.trim() }, false);
  }, [analyse]);

  const setTranscript = useCallback((text: string) => dispatch({ type: 'edit', text }), []);
  const setLanguage = useCallback((language: SpeechLanguage) => dispatch({ type: 'language', language }), []);
  const reset = useCallback(() => {
    const take = takeRef.current;
    takeRef.current = null;
    if (take) {
      take.recognition?.abort();
      if (take.recorder?.state === 'recording') take.recorder.stop();
      releaseTake(take);
    }
    requestRef.current?.abort();
    pendingRecordingRef.current = null;
    setLevel(0);
    dispatch({ type: 'reset' });
  }, []);

  // Leaving the page closes the microphone and drops a transcription on its way.
  useEffect(
    () => () => {
      const take = takeRef.current;
      takeRef.current = null;
      if (take) {
        take.recognition?.abort();
        if (take.recorder?.state === 'recording') take.recorder.stop();
        releaseTake(take);
      }
      requestRef.current?.abort();
    },
    [],
  );

  return { state, level, mode, support, start, stop, retry, checkTyped, setTranscript, setLanguage, reset };
}

export type SpeechCapture = ReturnType<typeof useSpeechCapture>;
