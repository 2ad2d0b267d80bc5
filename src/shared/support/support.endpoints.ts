import { binaryResponse, defineEndpoint, optionalSession, permission } from '../api/endpoint';
import {
  feedbackBodyLimitBytes,
  feedbackReportSchema,
  feedbackTicketCreatedResponseSchema,
  feedbackTicketParamsSchema,
  feedbackTicketResponseSchema,
  feedbackTicketsQuerySchema,
  feedbackTicketsResponseSchema,
  updateFeedbackTicketRequestSchema,
} from './feedback.schema';

const tags = ['support'];
/** Moderators handle the tickets (they already work the report queues); admins hold it too (ADR 069). */
const staff = permission('moderation:review');

/** Feedback tickets (spec §7 POST /support/feedback, issue 18, ADR 069). */
export const supportEndpoints = {
  submitFeedback: defineEndpoint({
    method: 'POST',
    path: '/support/feedback',
    summary: 'Send a feedback report, optionally with a PNG screenshot; answers the ticket id',
    description:
      'The tenant comes in the `x-tenant-id` header (default `dev`). The screenshot is a base64 PNG data URL of at most 5 MB decoded; larger is a 413 and nothing is stored.',
    tags,
    access: optionalSession,
    body: feedbackReportSchema,
    responses: { 201: feedbackTicketCreatedResponseSchema },
    errors: ['PAYLOAD_TOO_LARGE', 'BAD_REQUEST'],
    bodyLimitBytes: feedbackBodyLimitBytes,
    rateLimit: {
      max: 10,
      windowMs: 60 * 60 * 1000,
      per: 'account',
      message: 'Too many feedback reports. Try again later.',
    },
  }),
  listFeedbackTickets: defineEndpoint({
    method: 'GET',
    path: '/support/feedback',
    summary: 'Feedback tickets by status, newest first',
    tags,
    access: staff,
    query: feedbackTicketsQuerySchema,
    responses: { 200: feedbackTicketsResponseSchema },
    errors: [],
  }),
  getFeedbackTicket: defineEndpoint({
    method: 'GET',
    path: '/support/feedback/:ticketId',
    summary: 'One ticket with its message, context, diagnostics, logs and the screenshot path',
    tags,
    access: staff,
    params: feedbackTicketParamsSchema,
    responses: { 200: feedbackTicketResponseSchema },
    errors: ['NOT_FOUND'],
  }),
  getFeedbackScreenshot: defineEndpoint({
    method: 'GET',
    path: '/support/feedback/:ticketId/screenshot',
    summary: "The ticket's screenshot (private: staff only)",
    tags,
    access: staff,
    params: feedbackTicketParamsSchema,
    responses: { 200: binaryResponse('The PNG bytes') },
    errors: ['NOT_FOUND'],
  }),
  updateFeedbackTicket: defineEndpoint({
    method: 'PATCH',
    path: '/support/feedback/:ticketId',
    summary: "Change a ticket's status",
    tags,
    access: staff,
    params: feedbackTicketParamsSchema,
    body: updateFeedbackTicketRequestSchema,
    responses: { 200: feedbackTicketResponseSchema },
    errors: ['NOT_FOUND'],
  }),
};
