import { defineEndpoint, optionalSession, permission, signedIn } from '../api/endpoint';
import {
  analyticsBatchEnvelopeSchema,
  analyticsBatchResponseSchema,
  analyticsConsentResponseSchema,
  analyticsFunnelQuerySchema,
  analyticsFunnelResponseSchema,
  updateAnalyticsConsentSchema,
} from './analytics.schema';

const tags = ['analytics'];

/** Analytics consent, events and the admin funnel (spec §7, issue 18, ADR 068). */
export const analyticsEndpoints = {
  getAnalyticsConsent: defineEndpoint({
    method: 'GET',
    path: '/analytics/consent',
    summary: "The signed-in user's analytics consent: pending, granted or denied, with its date",
    tags,
    access: signedIn,
    responses: { 200: analyticsConsentResponseSchema },
    errors: [],
  }),
  updateAnalyticsConsent: defineEndpoint({
    method: 'PUT',
    path: '/analytics/consent',
    summary: 'Grant, deny or reset (pending) analytics consent; a consent record keeps the text version',
    tags,
    access: signedIn,
    body: updateAnalyticsConsentSchema,
    responses: { 200: analyticsConsentResponseSchema },
    errors: [],
    rateLimit: { max: 30, windowMs: 60_000, per: 'account', message: 'Too many consent changes.' },
  }),
  recordAnalyticsEvents: defineEndpoint({
    method: 'POST',
    path: '/analytics/events',
    summary:
      'Record 1–50 catalogue events (202). Without consent the events are dropped (accepted: 0); the IP address is never stored',
    tags,
    access: optionalSession,
    body: analyticsBatchEnvelopeSchema,
    responses: { 202: analyticsBatchResponseSchema },
    errors: [],
    rateLimit: { max: 120, windowMs: 60_000, per: 'address', message: 'Too many analytics batches.' },
  }),
  getAnalyticsFunnel: defineEndpoint({
    method: 'GET',
    path: '/analytics/funnel',
    summary: 'The buyer journey funnel (discover → evaluate → engage → checkout) over 7, 30 or 90 days',
    tags,
    access: permission('platform:monitor'),
    query: analyticsFunnelQuerySchema,
    responses: { 200: analyticsFunnelResponseSchema },
    errors: [],
  }),
};
