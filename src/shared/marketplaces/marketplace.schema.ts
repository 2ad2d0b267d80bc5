import { z } from 'zod';

/**
 * Issue 19: publishing listings to other marketplaces (eBay first, ADR 073). The shared contract of
 * the marketplaces module; the listings overview and the workspace read the same shapes.
 */
export const marketplaceChannels = ['ebay'] as const;
export const marketplaceChannelSchema = z.enum(marketplaceChannels);
export type MarketplaceChannel = z.infer<typeof marketplaceChannelSchema>;

/** Spec §3/§4: the states of a publish job. */
export const publishJobStatuses = ['PENDING', 'RUNNING', 'SUCCESS', 'PARTIAL_SUCCESS', 'FAILURE'] as const;
export const publishJobStatusSchema = z.enum(publishJobStatuses);
export type PublishJobStatus = z.infer<typeof publishJobStatusSchema>;

export const publishJobOperations = ['publish', 'update', 'withdraw', 'end'] as const;
export const publishJobOperationSchema = z.enum(publishJobOperations);

/** The listing's state on another marketplace: one chip per channel in the overview. */
export const listingChannelStatuses = [
  'PENDING',
  'LIVE',
  'NEEDS_ACTION',
  'FAILED',
  'WITHDRAWN',
  'ENDED',
  'SOLD',
] as const;
export const listingChannelStatusSchema = z.enum(listingChannelStatuses);
export type ListingChannelStatus = z.infer<typeof listingChannelStatusSchema>;

export const listingChannelSchema = z.object({
  channel: marketplaceChannelSchema,
  status: listingChannelStatusSchema,
  /** The listing on the other marketplace, once it is live there. */
  url: z.url().nullable(),
  lastError: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type ListingChannel = z.infer<typeof listingChannelSchema>;

export const publishJobSchema = z.object({
  id: z.uuid(),
  listingId: z.uuid(),
  channel: marketplaceChannelSchema,
  operation: publishJobOperationSchema,
  status: publishJobStatusSchema,
  attempts: z.number().int().nonnegative(),
  queuedAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
  /** Our error code (translated by the web) and the marketplace's own words and error id. */
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  externalErrorId: z.string().nullable(),
  warnings: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type PublishJob = z.infer<typeof publishJobSchema>;

/** Spec §3 marketplace event: one call to the marketplace and its answer. */
export const marketplaceEventSchema = z.object({
  id: z.uuid(),
  listingId: z.uuid().nullable(),
  jobId: z.uuid().nullable(),
  channel: marketplaceChannelSchema,
  operation: z.string(),
  result: z.enum(['SUCCESS', 'FAILURE']),
  responseCode: z.number().int().nullable(),
  externalErrorId: z.string().nullable(),
  message: z.string().nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
  createdAt: z.iso.datetime(),
});
export type MarketplaceEvent = z.infer<typeof marketplaceEventSchema>;

/**
 * The seller's connection to a marketplace. `configured` false: the operator has not set the
 * marketplace up (no EBAY_CLIENT_ID …) and nothing offers to publish. `available` false: the flag
 * or the rollout cohort does not include this seller yet.
 */
export const marketplaceConnectionSchema = z.object({
  channel: marketplaceChannelSchema,
  configured: z.boolean(),
  available: z.boolean(),
  status: z.enum(['not_connected', 'connected', 'revoked']),
  externalUserName: z.string().nullable(),
  environment: z.enum(['sandbox', 'production']).nullable(),
  connectedAt: z.iso.datetime().nullable(),
  /** What stops publishing and must be done on the marketplace first (location, business policies). */
  missingSetup: z.array(
    z.enum(['inventory_location', 'fulfillment_policy', 'payment_policy', 'return_policy']),
  ),
});
export type MarketplaceConnection = z.infer<typeof marketplaceConnectionSchema>;
export const marketplaceConnectionResponseSchema = z.object({ data: marketplaceConnectionSchema });

export const marketplaceChannelParamsSchema = z.object({ channel: marketplaceChannelSchema });

/** Start the OAuth authorization-code flow; the web app sends the browser to `authorizeUrl`. */
export const startMarketplaceConnectRequestSchema = z.strictObject({
  /** A path of ours to come back to (never a foreign URL). */
  returnTo: z
    .string()
    .regex(/^\/(?!\/)[^\s]*$/)
    .max(300)
    .optional(),
});
export const startMarketplaceConnectResponseSchema = z.object({ data: z.object({ authorizeUrl: z.url() }) });

/** Publish (or retry) one or many listings on a channel: one request, one answer per listing. */
export const publishListingsRequestSchema = z.strictObject({
  listingIds: z.array(z.uuid()).min(1).max(100),
});
export const publishListingOutcomeSchema = z.object({
  listingId: z.uuid(),
  outcome: z.enum(['queued', 'refused']),
  jobId: z.uuid().nullable(),
  /** Set when refused: an error code of the catalogue and its text. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type PublishListingOutcome = z.infer<typeof publishListingOutcomeSchema>;
export const publishListingsResponseSchema = z.object({
  data: z.object({
    queued: z.number().int().nonnegative(),
    refused: z.number().int().nonnegative(),
    results: z.array(publishListingOutcomeSchema),
  }),
});
