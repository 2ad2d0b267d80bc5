import { errorResponseSchema } from '@shared/api/error.schema';
import { draftIdParamsSchema } from '@shared/listings/listing-editor.schema';
import {
  priceFeedbackListResponseSchema,
  priceFeedbackRequestSchema,
  priceFeedbackResponseSchema,
  pricingInsightResponseSchema,
} from '@shared/pricing/pricing.schema';
import type { AppInstance } from '../../core/app-instance';
import { authOf, sellerGuards } from '../auth/auth-guard';
import { resolveMailLanguage } from '../mail/mail-language';
import { listPriceFeedback, submitPriceFeedback } from './price-feedback.service';
import { getDraftPricingInsight } from './pricing.service';

/** Issue 6: the price recommendation for a draft and the seller's answers to it. */
export async function pricingRoutes(app: AppInstance) {
  const db = app.deps.database.db;
  // The draft is read through listings' service (app.deps), since listings calls pricing.
  const deps = { db, findOwnDraft: app.deps.findOwnDraft };
  const preHandler = sellerGuards(app.deps.config.authSecret, db);
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
  };

  app.get(
    '/listing-drafts/:id/pricing-insight',
    {
      preHandler,
      schema: {
        tags: ['pricing'],
        summary: 'Price suggestion, comparables, fees and net proceeds for one of the caller’s drafts',
        params: draftIdParamsSchema,
        response: { 200: pricingInsightResponseSchema, ...errors },
      },
    },
    async (request) => {
      const language = resolveMailLanguage(undefined, request.headers['accept-language']);
      const insight = await getDraftPricingInsight(deps, authOf(request).userId, request.params.id, language);
      return { data: { insight } };
    },
  );

  app.post(
    '/price-feedback',
    {
      preHandler,
      schema: {
        tags: ['pricing'],
        summary: 'Record how the caller answered a price suggestion; the newest 20 are kept',
        body: priceFeedbackRequestSchema,
        response: { 201: priceFeedbackResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const feedback = await submitPriceFeedback(deps, authOf(request).userId, request.body);
      return reply.status(201).send({ data: { feedback } });
    },
  );

  app.get(
    '/price-feedback',
    {
      preHandler,
      schema: {
        tags: ['pricing'],
        summary: 'The caller’s last 20 price feedbacks, newest first',
        response: { 200: priceFeedbackListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const feedback = await listPriceFeedback(db, authOf(request).userId);
      return { data: { feedback } };
    },
  );
}
