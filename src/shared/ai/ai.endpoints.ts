import { defineEndpoint, permission, publicAccess } from '../api/endpoint';
import { aiStatusResponseSchema, draftRequestSchema, draftResponseSchema } from './ai-drafts.schema';

/** A draft costs seconds of CPU (local models) or money (external API): a few per minute per seller. */
export const draftsPerMinute = 6;

const tags = ['ai'];

/** Drafting a listing from the seller's photos and words (ADR 029, 040), and what runs here. */
export const aiEndpoints = {
  draftListing: defineEndpoint({
    method: 'POST',
    path: '/ai/drafts',
    summary:
      'Draft a listing from the seller’s photos and/or transcript and save it as their server draft (notices in the Accept-Language language)',
    description:
      'With `saveTo` the suggestion is saved: a new draft (201), or the seller’s draft `id` at `baseVersion` (200), whose untouched fields take it; `listingDraft` is null when that draft was saved past `baseVersion` meanwhile.',
    tags,
    // A suggestion alone needs no confirmed email (as before); saving it does, like every draft call.
    access: permission('listings:sell'),
    body: draftRequestSchema,
    responses: { 200: draftResponseSchema, 201: draftResponseSchema },
    errors: [
      'EMAIL_NOT_VERIFIED',
      'BAD_REQUEST',
      'NOT_FOUND',
      'CONFLICT',
      'LIMIT_REACHED',
      'CORRUPT_MEDIA',
      'AI_UPSTREAM_FAILED',
      'SERVICE_UNAVAILABLE',
    ],
    rateLimit: {
      max: draftsPerMinute,
      windowMs: 60_000,
      per: 'account',
      message: 'Too many drafts at once. Please wait a moment.',
    },
  }),
  getStatus: defineEndpoint({
    method: 'GET',
    path: '/ai/status',
    summary: 'Which drafting provider runs, whether audio is transcribed, and the local models’ state',
    tags,
    access: publicAccess,
    responses: { 200: aiStatusResponseSchema },
    errors: [],
  }),
};
