import { z } from 'zod';

/** Spec §9: speech languages. */
export const speechLanguages = ['de', 'en', 'fr', 'es'] as const;
export type SpeechLanguage = (typeof speechLanguages)[number];

/** Spec §4 "Speech". */
export const speechStatuses = [
  'idle',
  'initializing',
  'listening',
  'processing',
  'completed',
  'error',
] as const;
export type SpeechStatus = (typeof speechStatuses)[number];
export const speechErrorReasons = [
  'permission_denied',
  'unsupported',
  'network',
  'no_audio',
  'unknown',
] as const;
export type SpeechErrorReason = (typeof speechErrorReasons)[number];

/** Recording stops by itself after this much silence; the warning shows a few seconds before. */
export const speechSilenceStopMs = 8_000;
export const speechSilenceWarningMs = 5_000;
/** Longest recording sent for transcription (base64 grows by a third: ~10 MB of JSON). */
export const speechAudioMaxBytes = 7 * 1024 * 1024;
export const speechTranscriptMax = 5_000;

export const speechSegmentSchema = z.object({
  id: z.string().min(1).max(64),
  text: z.string().max(speechTranscriptMax),
  final: z.boolean(),
  source: z.enum(['backend', 'web']),
  confidence: z.number().min(0).max(1).nullable(),
  recordedAt: z.iso.datetime(),
});
export type SpeechSegment = z.infer<typeof speechSegmentSchema>;

/** Listing facts a good spoken description mentions; coverage says which were heard. */
export const speechCoverageKeys = [
  'item',
  'brand',
  'condition',
  'size',
  'defects',
  'price',
  'fulfilment',
] as const;
export type SpeechCoverageKey = (typeof speechCoverageKeys)[number];

export const speechIssueCodes = [
  'very_short',
  'no_item',
  'no_condition',
  'no_brand',
  'no_size',
  'no_price',
  'no_fulfilment',
  'no_audio',
  'transcription_not_configured',
  'transcription_failed',
] as const;
export type SpeechIssueCode = (typeof speechIssueCodes)[number];

/** `POST /api/ai/speech/transcribe`: audio, the browser's transcript, or both. */
export const speechTranscribeRequestSchema = z
  .strictObject({
    /** Base64 of the recording (webm/opus, ogg, mp4, wav or mpeg), without a data: prefix. */
    audio: z
      .string()
      .max(Math.ceil((speechAudioMaxBytes * 4) / 3) + 4)
      .optional(),
    mimeType: z.string().max(100).optional(),
    language: z.enum(speechLanguages),
    /** What the browser's speech recognition heard (final segments joined). */
    transcript: z.string().max(speechTranscriptMax).optional(),
    durationMs: z
      .number()
      .int()
      .min(0)
      .max(15 * 60_000)
      .optional(),
  })
  .refine((body) => Boolean(body.audio) || Boolean(body.transcript?.trim()), {
    message: 'Send a recording or a transcript.',
    path: ['audio'],
  });
export type SpeechTranscribeRequest = z.input<typeof speechTranscribeRequestSchema>;

export const speechAnalysisSchema = z
  .object({
    requestId: z.string(),
    /** Whether audio was transcribed here: configured endpoint, not configured, or it failed. */
    transcription: z.enum(['transcribed', 'not_configured', 'failed', 'not_requested']),
    /** The transcript analysed: the backend's when it transcribed, else the browser's. */
    transcript: z.string(),
    /** Backend segments; they replace earlier backend segments on the client. */
    segments: z.array(speechSegmentSchema),
    language: z.enum(speechLanguages),
    /** 0..100: length, coverage of the listing facts and recognition confidence together. */
    qualityScore: z.number().int().min(0).max(100),
    wordCount: z.number().int().min(0),
    keywords: z.array(z.string()).max(20),
    coverage: z.record(z.enum(speechCoverageKeys), z.boolean()),
    /** Shown as notices; `message` is in the request's language (Accept-Language, en or de). */
    issues: z.array(
      z.object({
        code: z.enum(speechIssueCodes),
        severity: z.enum(['info', 'warning']),
        message: z.string(),
      }),
    ),
  })
  .meta({ id: 'SpeechAnalysis' });
export type SpeechAnalysis = z.infer<typeof speechAnalysisSchema>;

export const speechTranscribeResponseSchema = z.object({ data: speechAnalysisSchema });
export type SpeechTranscribeResponse = z.infer<typeof speechTranscribeResponseSchema>;
