import type {
  SpeechAnalysis,
  SpeechIssueCode,
  SpeechSegment,
  speechTranscribeRequestSchema,
} from '@shared/speech/speech.schema';
import { speechTranscriptMax } from '@shared/speech/speech.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import type { OpenAiClient, TranscriptionResult } from '../ai/openai/openai-client';
import { OpenAiRequestError } from '../ai/openai/openai-client';
import { analyseTranscript } from '../ai/understanding/transcript-analysis';

export type SpeechTranscribeBody = z.output<typeof speechTranscribeRequestSchema>;

/** Set when AI_BASE_URL and AI_SPEECH_MODEL are: the endpoint and model that transcribe audio. */
export interface SpeechTranscriber {
  client: OpenAiClient;
  model: string;
}

/** Shorter than this, a recording is a click of the button, not speech. */
export const minimumSpeechMs = 300;

/** Everything the response needs except the request id and the issue texts (presenter). */
export type SpeechOutcome = Omit<SpeechAnalysis, 'requestId' | 'issues'> & { issues: SpeechIssueCode[] };

const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;
/** MediaRecorder writes audio/* in most browsers, video/webm or video/mp4 (audio only) in some. */
const acceptedMimeType = /^(audio\/[\w.+-]+|video\/(webm|mp4))(;.*)?$/i;

function decodeAudio(body: SpeechTranscribeBody): { audio: Buffer; mimeType: string } {
  const text = (body.audio ?? '').replace(/\s+/g, '');
  if (!base64Pattern.test(text)) throw new AppError('BAD_REQUEST', 'The recording is not valid base64.');
  const mimeType = body.mimeType?.trim() || 'audio/webm';
  if (!acceptedMimeType.test(mimeType)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the recording as webm/opus, ogg, mp4, wav or mpeg audio.',
    );
  }
  return { audio: Buffer.from(text, 'base64'), mimeType };
}

/** Whisper's avg_logprob is a mean log-probability per token; e^x gives a 0..1 confidence. */
const confidenceOf = (avgLogprob: number | undefined) =>
  avgLogprob === undefined ? null : Math.min(1, Math.max(0, Math.exp(avgLogprob)));

function backendSegments(
  result: TranscriptionResult,
  requestId: string,
  recordingStartedAt: number,
): SpeechSegment[] {
  const given = result.segments?.length
    ? result.segments
    : [{ text: result.text, start: 0, end: result.duration ?? 0, avg_logprob: undefined }];
  return given
    .map((segment) => ({ ...segment, text: segment.text.trim().slice(0, speechTranscriptMax) }))
    .filter((segment) => segment.text.length > 0)
    .map((segment, index) => ({
      id: `${requestId}-${index}`.slice(-64),
      text: segment.text,
      final: true,
      source: 'backend' as const,
      confidence: confidenceOf(segment.avg_logprob),
      recordedAt: new Date(recordingStartedAt + segment.start * 1000).toISOString(),
    }));
}

/** Mean confidence weighted by text length; null when the endpoint gave none. */
function recognitionConfidence(segments: SpeechSegment[]): number | null {
  const rated = segments.filter((segment) => segment.confidence !== null);
  const weight = rated.reduce((sum, segment) => sum + segment.text.length, 0);
  if (weight === 0) return null;
  return rated.reduce((sum, segment) => sum + (segment.confidence ?? 0) * segment.text.length, 0) / weight;
}

const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * Spec §7 `POST /ai/speech/transcribe`: transcribes the recording when an endpoint is configured
 * (its segments then replace the browser's), else or on failure falls back to the browser's
 * transcript, and analyses whichever transcript it has. Audio without speech and no browser
 * transcript is NO_AUDIO.
 */
export async function transcribeSpeech(
  transcriber: SpeechTranscriber | undefined,
  body: SpeechTranscribeBody,
  context: { requestId: string; log: FastifyBaseLogger; now?: Date },
): Promise<SpeechOutcome> {
  const receivedAt = (context.now ?? new Date()).getTime();
  const browserTranscript = body.transcript?.trim() ?? '';
  const { audio, mimeType } = decodeAudio(body);
  const isTooShort = body.durationMs !== undefined && body.durationMs < minimumSpeechMs;
  const hasAudio = audio.length > 0 && !isTooShort;
  const noAudio = () => new AppError('NO_AUDIO', 'The recording holds no speech.');
  if (!hasAudio && !browserTranscript) throw noAudio();

  let transcription: SpeechAnalysis['transcription'] = 'not_requested';
  let transcript = browserTranscript;
  let segments: SpeechSegment[] = [];
  const issues: SpeechIssueCode[] = [];

  if (hasAudio && !transcriber) {
    transcription = 'not_configured';
    issues.push('transcription_not_configured');
  } else if (hasAudio && transcriber) {
    try {
      const result = await transcriber.client.transcribe({
        audio,
        mimeType,
        language: body.language,
        model: transcriber.model,
      });
      const isSilent =
        !hasWords(result.text) || (result.duration !== undefined && result.duration * 1000 < minimumSpeechMs);
      const recordingStartedAt = receivedAt - (body.durationMs ?? (result.duration ?? 0) * 1000);
      segments = isSilent ? [] : backendSegments(result, context.requestId, recordingStartedAt);
      transcription = 'transcribed';
      if (segments.length > 0) {
        transcript = segments
          .map((segment) => segment.text)
          .join(' ')
          .slice(0, speechTranscriptMax);
      } else if (browserTranscript) {
        issues.push('no_audio');
      } else {
        throw noAudio();
      }
    } catch (error) {
      if (!(error instanceof OpenAiRequestError)) throw error;
      context.log.warn({ reason: error.reason, message: error.message }, 'speech transcription failed');
      if (!browserTranscript) {
        throw new AppError('AI_UPSTREAM_FAILED', 'The recording could not be transcribed.', {
          reason: error.reason,
        });
      }
      transcription = 'failed';
      issues.push('transcription_failed');
    }
  }

  const analysis = analyseTranscript(transcript, body.language);
  const confidence = recognitionConfidence(segments);
  // Well-covered words that were hard to hear are worth less: at worst half the score.
  const qualityScore = Math.round(analysis.qualityScore * (confidence === null ? 1 : 0.5 + confidence / 2));
  return {
    transcription,
    transcript,
    segments,
    language: body.language,
    qualityScore: Math.min(100, Math.max(0, qualityScore)),
    wordCount: analysis.wordCount,
    keywords: analysis.keywords.slice(0, 20),
    coverage: analysis.coverage,
    issues: [...new Set([...issues, ...analysis.issues])],
  };
}
