import { defineEndpoint, permission } from '../api/endpoint';
import {
  speechAudioMaxBytes,
  speechTranscribeRequestSchema,
  speechTranscribeResponseSchema,
} from './speech.schema';

/** Each call may cost a paid transcription: generous for a seller, tight for a script. */
export const transcriptionsPerMinute = 20;
/** Base64 of the longest recording plus room for the transcript and the JSON around it. */
const transcribeBodyLimitBytes = Math.ceil((speechAudioMaxBytes * 4) / 3) + 64 * 1024;

/** The seller's spoken description: transcribed (when configured) and analysed. */
export const speechEndpoints = {
  transcribeSpeech: defineEndpoint({
    method: 'POST',
    path: '/ai/speech/transcribe',
    summary:
      'Transcribe a recording (when an endpoint is configured) and analyse the transcript; issue texts in the Accept-Language language',
    tags: ['speech'],
    access: permission('listings:sell'),
    body: speechTranscribeRequestSchema,
    responses: { 200: speechTranscribeResponseSchema },
    errors: ['BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'NO_AUDIO', 'AI_UPSTREAM_FAILED'],
    rateLimit: {
      max: transcriptionsPerMinute,
      windowMs: 60_000,
      per: 'account',
      message: 'Too many recordings at once. Please wait a moment.',
    },
    bodyLimitBytes: transcribeBodyLimitBytes,
  }),
};
