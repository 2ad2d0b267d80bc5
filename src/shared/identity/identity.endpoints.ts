import { defineEndpoint, permission, signedIn } from '../api/endpoint';
import {
  identityCheckParamsSchema,
  identityCheckReviewResponseSchema,
  identityCheckStatusResponseSchema,
  identityQueueQuerySchema,
  identityQueueResponseSchema,
  identitySubmissionSchema,
  rejectIdentityCheckRequestSchema,
} from './identity.schema';

const tags = ['identity'];
const moderators = permission('moderation:review');

/** Identity verification (spec §3, §4, §5; ADR 059): the user's submission and the moderators' queue. */
export const identityEndpoints = {
  getMyIdentityCheck: defineEndpoint({
    method: 'GET',
    path: '/identity/check',
    summary: "The signed-in user's latest identity check: none, pending, approved or rejected",
    tags,
    access: signedIn,
    responses: { 200: identityCheckStatusResponseSchema },
    errors: [],
  }),
  submitIdentityCheck: defineEndpoint({
    method: 'POST',
    path: '/identity/checks',
    summary: 'Submit an identity document for review; the document number is stored encrypted',
    tags,
    access: signedIn,
    body: identitySubmissionSchema,
    responses: { 201: identityCheckStatusResponseSchema },
    errors: ['IDENTITY_PENDING', 'IDENTITY_ALREADY_VERIFIED', 'IDENTITY_COOLDOWN'],
    rateLimit: {
      max: 10,
      windowMs: 60 * 60 * 1000,
      per: 'account',
      message: 'Too many identity submissions. Try again later.',
    },
  }),
  listIdentityChecks: defineEndpoint({
    method: 'GET',
    path: '/identity/checks/queue',
    summary: 'The review queue: pending checks first, oldest first',
    tags,
    access: moderators,
    query: identityQueueQuerySchema,
    responses: { 200: identityQueueResponseSchema },
    errors: [],
  }),
  approveIdentityCheck: defineEndpoint({
    method: 'POST',
    path: '/identity/checks/:checkId/approve',
    summary: 'Approve a pending check; the personal data is erased',
    tags,
    access: moderators,
    params: identityCheckParamsSchema,
    responses: { 200: identityCheckReviewResponseSchema },
    errors: ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN'],
  }),
  rejectIdentityCheck: defineEndpoint({
    method: 'POST',
    path: '/identity/checks/:checkId/reject',
    summary: 'Reject a pending check with a reason; sets the resubmission cooldown and erases the data',
    tags,
    access: moderators,
    params: identityCheckParamsSchema,
    body: rejectIdentityCheckRequestSchema,
    responses: { 200: identityCheckReviewResponseSchema },
    errors: ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN'],
  }),
};
