import rateLimit from '@fastify/rate-limit';
import {
  aiStatusResponseSchema,
  draftRequestSchema,
  draftResponseSchema,
} from '@shared/ai/draft-suggestion.schema';
import { errorResponseSchema } from '@shared/api/error.schema';
import { AppError } from '../../core/app-error';
import type { AppInstance } from '../../core/app-instance';
import { authOf, requireAuth, requirePermission } from '../auth/auth-guard';
import { resolveMailLanguage } from '../mail/mail-language';
import { presentAiStatus, presentDraft } from './ai.presenter';
import { draftListing } from './ai-drafts.service';

/** A draft costs seconds of CPU (local models) or money (external API): a few per minute per seller. */
export const draftsPerMinute = 6;

export async function aiRoutes(app: AppInstance) {
  // Per account, counted after sign-in is checked (preHandler), so the key is the user, not the IP.
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    keyGenerator: (request) => request.auth?.userId ?? request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 'Too many drafts at once. Please wait a moment.', {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
  const tags = ['ai'];

  app.post(
    '/ai/drafts',
    {
      // A fresh array per route: the rate limiter appends its hook to it.
      preHandler: [requireAuth(app.deps.config.authSecret), requirePermission('listings:sell')],
      config: { rateLimit: { max: draftsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Draft a listing from the seller’s photos and/or transcript (notices in the Accept-Language language)',
        body: draftRequestSchema,
        response: {
          200: draftResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const outcome = await draftListing(app.deps, authOf(request).userId, request.body);
      request.log.info(
        { provider: outcome.provider, elapsedMs: outcome.elapsedMs, notices: outcome.notices },
        'listing drafted',
      );
      return presentDraft(
        outcome,
        request.id,
        resolveMailLanguage(undefined, request.headers['accept-language']),
      );
    },
  );

  app.get(
    '/ai/status',
    {
      schema: {
        tags,
        summary: 'Which drafting provider runs, whether audio is transcribed, and the local models’ state',
        response: { 200: aiStatusResponseSchema },
      },
    },
    async () => presentAiStatus(app.deps.ai),
  );
}
