import { z } from 'zod';
import { listingImageSchema, listingStatuses, shippingOptionSchema } from '../listings/listing.schema';
import { sellerBadges } from '../listings/listing-detail.schema';
import { listingAvailabilities } from '../listings/listing-status';
import { priceKindSchema } from '../listings/price-kind';
import {
  listingChannelSchema,
  listingChannelStatuses,
  marketplaceChannelSchema,
  marketplaceChannels,
  marketplaceEventSchema,
  publishJobSchema,
} from '../marketplaces/marketplace.schema';
import { ownerListingModerationField } from '../moderation/listing-moderation.schema';

/**
 * Issue 19, the seller's listings overview (`/listings` and the workspace Listings section): the
 * caller's own listings with filters and keyset paging, bulk archive/restore answered per listing,
 * and a status panel per listing. ADR 072 says who may call (every account that may sell).
 */
export const listingStatusSchema = z.enum(listingStatuses);

export const sellerListingSorts = ['updated', 'created', 'price-low', 'price-high', 'title'] as const;
export type SellerListingSort = (typeof sellerListingSorts)[number];

/**
 * The marketplace filter: `ebay` (on eBay in any state), `ebay:none` (never sent there) or
 * `ebay:<status>` (e.g. `ebay:FAILED`).
 */
export const marketplaceFilters = marketplaceChannels.flatMap((channel) => [
  channel,
  `${channel}:none`,
  ...listingChannelStatuses.map((status) => `${channel}:${status}`),
]) as [string, ...string[]];
export const marketplaceFilterSchema = z.enum(marketplaceFilters);
export type MarketplaceFilter = z.infer<typeof marketplaceFilterSchema>;

export function parseMarketplaceFilter(filter: MarketplaceFilter) {
  const [channel, state] = filter.split(':') as [
    z.infer<typeof marketplaceChannelSchema>,
    string | undefined,
  ];
  return { channel, state: (state ?? 'any') as 'any' | 'none' | (typeof listingChannelStatuses)[number] };
}

export const sellerListingsPageMax = 100;
export const sellerListingsPageDefault = 25;

/** `a,b` or repeated keys both become a list (the web writes commas, forms may repeat). */
const commaList = (value: unknown) => {
  if (value === undefined || value === '') return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(','));
  return parts.map((part) => part.trim()).filter(Boolean);
};

export const sellerListingsQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    status: z.preprocess(commaList, z.array(listingStatusSchema).max(listingStatuses.length).optional()),
    marketplace: marketplaceFilterSchema.optional(),
    createdFrom: z.iso.date().optional(),
    createdTo: z.iso.date().optional(),
    sort: z.enum(sellerListingSorts).default('updated'),
    /** Opaque: where the previous page ended (`nextCursor` of its answer). */
    cursor: z.string().max(400).optional(),
    limit: z.coerce.number().int().min(1).max(sellerListingsPageMax).default(sellerListingsPageDefault),
  })
  .refine((query) => !query.createdFrom || !query.createdTo || query.createdFrom <= query.createdTo, {
    path: ['createdTo'],
    message: 'The end date is before the start date.',
  });
export type SellerListingsQuery = z.output<typeof sellerListingsQuerySchema>;
export type SellerListingsQueryInput = z.input<typeof sellerListingsQuerySchema>;

export const sellerListingTrustSchema = z.object({
  photoCount: z.number().int().nonnegative(),
  /** Every photo carries alt text (accessible listings rank and convert better). */
  hasAltText: z.boolean(),
  /** A description of the length the publish rules ask for (spec §5: 40 characters). */
  hasDescription: z.boolean(),
  /** Pickup, shipping or same-day is offered. */
  hasFulfilment: z.boolean(),
});

export const sellerListingRowSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  thumbnail: listingImageSchema.nullable(),
  status: listingStatusSchema,
  price: z.number().nonnegative(),
  currency: z.literal('EUR'),
  priceKind: priceKindSchema,
  /** One entry per channel the listing was sent to (none: only here). */
  marketplaces: z.array(listingChannelSchema),
  trust: sellerListingTrustSchema,
  availability: z.enum(listingAvailabilities),
  moderationRestriction: z.enum(['restricted', 'removed']).nullable(),
  /** Issue 18: the decision behind `moderationRestriction`, for the "Why?" link to its statement. */
  moderation: ownerListingModerationField,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SellerListingRow = z.infer<typeof sellerListingRowSchema>;

export const sellerListingsResponseSchema = z.object({
  data: z.object({
    listings: z.array(sellerListingRowSchema),
    /** Null on the last page. */
    nextCursor: z.string().nullable(),
    /** The seller's own badges (the same the listing page shows buyers), for every row alike. */
    sellerBadges: z.array(z.enum(sellerBadges)),
  }),
});
export type SellerListingsResponse = z.infer<typeof sellerListingsResponseSchema>;

/** Spec §4: only archive and restore are offered in bulk. */
export const bulkListingActions = ['archive', 'restore'] as const;
export type BulkListingAction = (typeof bulkListingActions)[number];
export const bulkListingsMax = 100;

export const bulkListingsRequestSchema = z.strictObject({
  action: z.enum(bulkListingActions),
  listingIds: z
    .array(z.uuid())
    .min(1)
    .max(bulkListingsMax)
    .refine((ids) => new Set(ids).size === ids.length, 'A listing is selected twice.'),
});
export type BulkListingsRequest = z.infer<typeof bulkListingsRequestSchema>;

export const bulkListingOutcomeSchema = z.object({
  listingId: z.uuid(),
  outcome: z.enum(['ok', 'refused']),
  /** The status after the action (ok), or the one it stayed in (refused, when it is the caller's). */
  status: listingStatusSchema.nullable(),
  /** Set when refused: a code of the error catalogue and its English text (the web translates the code). */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type BulkListingOutcome = z.infer<typeof bulkListingOutcomeSchema>;

export const bulkListingsResponseSchema = z.object({
  data: z.object({
    action: z.enum(bulkListingActions),
    succeeded: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    results: z.array(bulkListingOutcomeSchema),
  }),
});
export type BulkListingsResponse = z.infer<typeof bulkListingsResponseSchema>;

export const sellerListingParamsSchema = z.object({ id: z.uuid() });

export const listingStatsSchema = z.object({
  /** Detail views of the last 30 days, counted anonymously (never the owner's own). */
  views30Days: z.number().int().nonnegative(),
  watchers: z.number().int().nonnegative(),
  threads: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
  offers: z.number().int().nonnegative(),
  openOffers: z.number().int().nonnegative(),
});

export const listingSuggestionKinds = ['edit', 'retry-publish', 'contact-support', 'refresh-status'] as const;
export const listingSuggestionSchema = z.object({
  kind: z.enum(listingSuggestionKinds),
  /** The marketplace the suggestion is about, when it is about one. */
  channel: marketplaceChannelSchema.nullable(),
});
export type ListingSuggestion = z.infer<typeof listingSuggestionSchema>;

/** From this many failed publish jobs on a channel on, the panel suggests contacting support. */
export const publishFailuresBeforeSupport = 3;

export const statusHistoryEntrySchema = z.object({
  fromStatus: listingStatusSchema,
  toStatus: listingStatusSchema,
  actorRole: z.enum(['seller', 'moderator', 'admin', 'system']),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const checkoutGuidanceSchema = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('kleinkram'),
    offersPickup: z.boolean(),
    offersSameDay: z.boolean(),
    shippingOptions: z.array(shippingOptionSchema),
  }),
  z.object({
    channel: marketplaceChannelSchema,
    status: listingChannelSchema.shape.status,
    /** The listing on the marketplace once it is live there. */
    url: z.url().nullable(),
  }),
]);
export type CheckoutGuidance = z.infer<typeof checkoutGuidanceSchema>;

export const reviewRequestStates = ['available', 'cooldown', 'reviewed'] as const;
export const listingReviewRequestSchema = z.object({
  orderId: z.uuid(),
  orderReference: z.string(),
  completedAt: z.iso.datetime().nullable(),
  state: z.enum(reviewRequestStates),
  /** When asked recently: when asking again is possible. */
  retryAt: z.iso.datetime().nullable(),
});
export type ListingReviewRequest = z.infer<typeof listingReviewRequestSchema>;

export const listingStatusPanelSchema = z.object({
  listing: sellerListingRowSchema,
  stats: listingStatsSchema,
  suggestions: z.array(listingSuggestionSchema),
  publishJobs: z.array(publishJobSchema),
  statusHistory: z.array(statusHistoryEntrySchema),
  marketplaceEvents: z.array(marketplaceEventSchema),
  checkout: z.array(checkoutGuidanceSchema),
  reviewRequests: z.array(listingReviewRequestSchema),
});
export type ListingStatusPanel = z.infer<typeof listingStatusPanelSchema>;
export const listingStatusPanelResponseSchema = z.object({ data: listingStatusPanelSchema });

/** The panel's lists stay short: the newest of each. */
export const statusPanelLimits = { publishJobs: 20, marketplaceEvents: 50, statusHistory: 50 } as const;
