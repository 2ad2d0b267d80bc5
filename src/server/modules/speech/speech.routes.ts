import rateLimit from '@fastify/rate-limit';
import { errorResponseSchema } from '@shared/api/error.schema';
import {
  speechAudioMaxBytes,
  speechTranscribeRequestSchema,
  speechTranscribeResponseSchema,
} from '@shared/speech/speech.schema';
import { AppError } from '../../core/app-error';
import type { AppInstance } from '../../core/app-instance';
import { createOpenAiClient } from '../ai/openai/openai-client';
import { requireAuth, requirePermission } from '../auth/auth-guard';
import { resolveMailLanguage } from '../mail/mail-language';
import { presentSpeechAnalysis } from './speech.presenter';
import { type SpeechTranscriber, transcribeSpeech } from './speech-transcription.service';

/** Base64 of the longest recording plus room for the transcript and the JSON around it. */
const transcribeBodyLimit = Math.ceil((speechAudioMaxBytes * 4) / 3) + 64 * 1024;
/** Each call may cost a paid transcription: generous for a seller, tight for a script. */
export const transcriptionsPerMinute = 20;

export async function speechRoutes(app: AppInstance) {
  const { baseUrl, apiKey, speechModel, timeoutMs } = app.deps.config.ai;
  const transcriber: SpeechTranscriber | undefined =
    app.deps.ai.speechTranscription && baseUrl && speechModel
      ? { client: createOpenAiClient({ baseUrl, apiKey, timeoutMs }), model: speechModel }
      : undefined;

  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    keyGenerator: (request) => request.auth?.userId ?? request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 'Too many recordings at once. Please wait a moment.', {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });

  app.post(
    '/ai/speech/transcribe',
    {
      preHandler: [requireAuth(app.deps.config.authSecret), requirePermission('listings:sell')],
      config: { rateLimit: { max: transcriptionsPerMinute, timeWindow: 60_000 } },
      bodyLimit: transcribeBodyLimit,
      schema: {
        tags: ['speech'],
        summary:
          'Transcribe a recording (when an endpoint is configured) and analyse the transcript; issue texts in the Accept-Language language',
        body: speechTranscribeRequestSchema,
        response: {
          200: speechTranscribeResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const outcome = await transcribeSpeech(transcriber, request.body, {
        requestId: request.id,
        log: request.log,
      });
      return presentSpeechAnalysis(
        outcome,
        request.id,
        resolveMailLanguage(undefined, request.headers['accept-language']),
      );
    },
  );
}
