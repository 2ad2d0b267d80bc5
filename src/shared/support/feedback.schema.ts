import { z } from 'zod';
import {
  feedbackCategories,
  feedbackImpacts,
  feedbackMessageMaxLength,
  feedbackMessageMinLength,
  feedbackTicketStatuses,
} from './feedback-constants';

/** The PNG as sent: decoded at most 5 MB (ADR 069); larger is a 413 and nothing is stored. */
export const feedbackScreenshotMaxBytes = 5 * 1024 * 1024;
/** Base64 grows by 4/3; the route's body limit leaves room for that and the rest of the report. */
export const feedbackBodyLimitBytes = 8 * 1024 * 1024;
export const feedbackScreenshotPrefix = 'data:image/png;base64,';
/** Spec §7: the tenant comes in a header; without one it is the dev tenant. */
export const feedbackTenantHeader = 'x-tenant-id';
export const defaultFeedbackTenant = 'dev';
export const feedbackTenantSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/i);
/** Recent client logs kept and sent (the ring buffer's size). */
export const feedbackLogsMax = 50;
export const feedbackLogMessageMaxLength = 500;
/** Context and diagnostics are small objects; anything bigger is refused, not truncated silently. */
export const feedbackFactsMaxChars = 4000;
export const feedbackTicketsPageSize = 20;

export const clientLogLevels = ['error', 'warn', 'request'] as const;
export const clientLogEntrySchema = z.object({
  level: z.enum(clientLogLevels),
  message: z.string().max(feedbackLogMessageMaxLength),
  at: z.string().max(40),
});
export type ClientLogEntry = z.infer<typeof clientLogEntrySchema>;

const factsSchema = z
  .record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((facts) => JSON.stringify(facts).length <= feedbackFactsMaxChars, { error: 'tooLarge' });

/**
 * Spec §5 feedback dialog: message 10 to 2,000 characters (trimmed), category default bug, impact
 * default disruptive. The same schema checks the form and the request; messages are keys of
 * `feedback:errors.*`.
 */
export const feedbackReportSchema = z.strictObject({
  category: z.enum(feedbackCategories).default('bug'),
  impact: z.enum(feedbackImpacts).default('disruptive'),
  message: z
    .string({ error: 'messageRequired' })
    .trim()
    .min(feedbackMessageMinLength, { error: 'messageTooShort' })
    .max(feedbackMessageMaxLength, { error: 'messageTooLong' }),
  context: factsSchema.default({}),
  path: z.string().max(500).default('/'),
  diagnostics: factsSchema.default({}),
  logs: z.array(clientLogEntrySchema).max(feedbackLogsMax).default([]),
  /** A `data:image/png;base64,…` URL; the server checks the size and the PNG signature. */
  screenshot: z.string().startsWith(feedbackScreenshotPrefix, { error: 'screenshotNotPng' }).nullish(),
});
export type FeedbackReport = z.infer<typeof feedbackReportSchema>;
export type FeedbackReportInput = z.input<typeof feedbackReportSchema>;

export const feedbackTicketCreatedResponseSchema = z.object({
  data: z.object({ ticketId: z.string() }),
});

export const feedbackTicketSummarySchema = z.object({
  ticketId: z.string(),
  category: z.enum(feedbackCategories),
  impact: z.enum(feedbackImpacts),
  status: z.enum(feedbackTicketStatuses),
  excerpt: z.string(),
  path: z.string(),
  hasScreenshot: z.boolean(),
  tenantId: z.string(),
  reporter: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type FeedbackTicketSummary = z.infer<typeof feedbackTicketSummarySchema>;

export const feedbackTicketSchema = feedbackTicketSummarySchema.extend({
  message: z.string(),
  context: z.record(z.string(), z.unknown()),
  diagnostics: z.record(z.string(), z.unknown()),
  logs: z.array(z.unknown()),
  language: z.string(),
  /** Below `/api`, served to staff only with their token (never a public media path). */
  screenshotPath: z.string().nullable(),
  screenshotBytes: z.number().int().nullable(),
});
export type FeedbackTicket = z.infer<typeof feedbackTicketSchema>;

export const feedbackTicketFilters = ['all', ...feedbackTicketStatuses] as const;
export const feedbackTicketsQuerySchema = z.object({
  status: z.enum(feedbackTicketFilters).default('open'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type FeedbackTicketsQuery = z.infer<typeof feedbackTicketsQuerySchema>;

export const feedbackTicketsResponseSchema = z.object({
  data: z.object({
    tickets: z.array(feedbackTicketSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const feedbackTicketParamsSchema = z.object({
  ticketId: z.string().regex(/^FB-[0-9A-Z]{6}$/),
});
export const feedbackTicketResponseSchema = z.object({ data: z.object({ ticket: feedbackTicketSchema }) });

export const updateFeedbackTicketRequestSchema = z.strictObject({
  status: z.enum(feedbackTicketStatuses),
});
