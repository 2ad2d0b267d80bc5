import { defineEndpoint, permission } from '../api/endpoint';
import { draftIdParamsSchema } from '../listings/listing-editor.schema';
import {
  priceFeedbackListResponseSchema,
  priceFeedbackRequestSchema,
  priceFeedbackResponseSchema,
  pricingInsightResponseSchema,
} from './pricing.schema';

/** Every selling call: signed in, email confirmed (spec §5), allowed to sell. */
const seller = permission('listings:sell', { needsVerifiedEmail: true });
const tags = ['pricing'];

/** Issue 6: the price recommendation for a draft and the seller's answers to it. */
export const pricingEndpoints = {
  getDraftPricingInsight: defineEndpoint({
    method: 'GET',
    path: '/listing-drafts/:id/pricing-insight',
    summary: 'Price suggestion, comparables, fees and net proceeds for one of the caller’s drafts',
    tags,
    access: seller,
    params: draftIdParamsSchema,
    responses: { 200: pricingInsightResponseSchema },
    errors: ['NOT_FOUND'],
  }),
  submitPriceFeedback: defineEndpoint({
    method: 'POST',
    path: '/price-feedback',
    summary: 'Record how the caller answered a price suggestion; the newest 20 are kept',
    tags,
    access: seller,
    body: priceFeedbackRequestSchema,
    responses: { 201: priceFeedbackResponseSchema },
    errors: ['NOT_FOUND'],
  }),
  listPriceFeedback: defineEndpoint({
    method: 'GET',
    path: '/price-feedback',
    summary: 'The caller’s last 20 price feedbacks, newest first',
    tags,
    access: seller,
    responses: { 200: priceFeedbackListResponseSchema },
    errors: [],
  }),
};
