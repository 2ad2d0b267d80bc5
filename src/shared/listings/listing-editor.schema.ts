import { z } from 'zod';
import { categoryPathMax, draftAttributeValueSchema } from '../ai/draft-suggestion.schema';
import { languageSchema } from '../i18n/languages';
import { mediaPerListingMax } from '../media/media-asset.schema';
import { listingConditionSchema, listingStatuses } from './listing.schema';
import { listingDescriptionMax, listingTagsMax, listingTitleMax } from './listing-draft.schema';
import { defaultPriceKind, priceKindSchema } from './price-kind';

/**
 * The listing editor's contract (issue 6): the draft snapshot the editor saves locally and on the
 * server, the versioned draft API, the asynchronous checks and publishing.
 *
 * A draft is allowed to be incomplete, so its fields are lenient (empty strings, null price); the
 * spec's rules (`listing-draft.schema.ts` messages) decide whether it can be published.
 */

/** Spec §3 "Draft snapshot version 1". A newer format gets a new literal and a migration step. */
export const draftSnapshotFormatVersion = 1;

/** Carriers a private seller in Germany ships with; the label is the carrier's own name. */
export const shippingCarriers = ['dhl', 'hermes', 'dpd', 'gls', 'deutsche-post'] as const;
export type ShippingCarrier = (typeof shippingCarriers)[number];
/** Spec §9 example shipping prices run from 0 to 69 EUR. */
export const shippingPriceMax = 69;
export const shippingOptionsMax = 3;

export const draftShippingOptionSchema = z.object({
  carrier: z.enum(shippingCarriers),
  /** EUR with cents as decimals; 0 is free shipping. */
  price: z.number().min(0).max(shippingPriceMax),
  /** Delivery estimate in days, e.g. "2-3". */
  estimatedDays: z.string().trim().max(20),
});
export type DraftShippingOption = z.infer<typeof draftShippingOptionSchema>;

/** The fields the seller edits. Lenient on purpose: a draft may be half-done. */
export const listingDraftFieldsSchema = z.object({
  language: languageSchema,
  title: z
    .string()
    .max(listingTitleMax * 2)
    .default(''),
  description: z
    .string()
    .max(listingDescriptionMax * 2)
    .default(''),
  categoryId: z.string().max(120).default(''),
  categoryPath: z.array(z.string()).max(categoryPathMax).default([]),
  /** Whole euros with cents as decimals; null until the seller or the AI set one. */
  priceValue: z.number().min(0).max(10_000_000).nullable().default(null),
  priceCurrency: z.string().max(8).default('EUR'),
  tags: z
    .array(z.string().max(80))
    .max(listingTagsMax * 3)
    .default([]),
  attributes: z.record(z.string(), draftAttributeValueSchema).default({}),
  condition: listingConditionSchema.nullable().default(null),
  quantity: z.number().int().min(1).max(99).default(1),
  /** Festpreis, VB or zu verschenken (ADR 042); a free listing publishes with price 0. */
  priceKind: priceKindSchema.default(defaultPriceKind),
  /**
   * VB only: the lowest offer the seller accepts, in EUR (issue 16, ADR 053). Lower offers are
   * refused; buyers never see it. Ignored for the other price kinds.
   */
  minimumOffer: z.number().min(0).max(10_000_000).nullable().default(null),
  offersPickup: z.boolean().default(true),
  offersShipping: z.boolean().default(false),
  shippingOptions: z.array(draftShippingOptionSchema).max(shippingOptionsMax).default([]),
  offersSameDay: z.boolean().default(false),
  /** Price of same-day delivery in EUR when offered. */
  sameDayPrice: z.number().min(0).max(shippingPriceMax).nullable().default(null),
  /** A place slug from `/api/locations` (issue 4's gazetteer), e.g. "berlin" or "potsdam". */
  locationSlug: z.string().max(120).default(''),
  /** Uploaded media (`/api/media`) in gallery order; the first primary one is the cover. */
  mediaIds: z.array(z.uuid()).max(mediaPerListingMax).default([]),
});
export type ListingDraftFields = z.infer<typeof listingDraftFieldsSchema>;
export type ListingDraftFieldsInput = z.input<typeof listingDraftFieldsSchema>;

/** The fields the AI drafts and the preview compares against (spec §3 "Listing preview draft"). */
export const previewFieldKeys = [
  'title',
  'description',
  'categoryId',
  'categoryPath',
  'priceValue',
  'priceCurrency',
  'tags',
  'attributes',
  'condition',
  'priceKind',
] as const;
export type PreviewFieldKey = (typeof previewFieldKeys)[number];

export const aiSuggestionSchema = listingDraftFieldsSchema
  .pick({
    title: true,
    description: true,
    categoryId: true,
    categoryPath: true,
    priceValue: true,
    priceCurrency: true,
    tags: true,
    attributes: true,
    condition: true,
  })
  .extend({
    /** Absent when the AI said nothing about it (older drafts, a provider that does not tell). */
    priceKind: priceKindSchema.optional(),
  });
export type AiSuggestion = z.infer<typeof aiSuggestionSchema>;

/**
 * What is saved, locally and on the server. `aiSuggestion` is the AI's last proposal, kept so
 * "dirty" (differs from the AI) and "reset to AI" survive a reload and another device.
 */
export const draftSnapshotSchema = z
  .object({
    formatVersion: z.literal(draftSnapshotFormatVersion),
    fields: listingDraftFieldsSchema,
    aiSuggestion: aiSuggestionSchema.nullable().default(null),
  })
  .meta({ id: 'ListingDraftSnapshot' });
export type DraftSnapshot = z.infer<typeof draftSnapshotSchema>;
export type DraftSnapshotInput = z.input<typeof draftSnapshotSchema>;

/** A draft as the server keeps it. `version` grows by one with every accepted save. */
export const listingDraftSchema = z
  .object({
    id: z.uuid(),
    version: z.number().int().min(1),
    snapshot: draftSnapshotSchema,
    /** The editor tab that saved last, so a tab can tell its own saves from another's. */
    clientSessionId: z.string().nullable(),
    /**
     * The published listing this draft edits (`POST /api/listings/{id}/draft`); null for a new
     * listing. Publishing such a draft updates that listing in place.
     */
    listingId: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ListingDraft' });
export type ListingDraft = z.infer<typeof listingDraftSchema>;

export const clientSessionIdSchema = z.string().trim().min(1).max(64);

/** `POST /api/listing-drafts`. */
export const createDraftRequestSchema = z.strictObject({
  snapshot: draftSnapshotSchema,
  clientSessionId: clientSessionIdSchema,
  /**
   * The new draft's id, chosen by the client once per draft: a create retried after its answer was
   * lost (a node died after the commit) finds the draft it made instead of making a second (ADR 085).
   */
  id: z.uuid().optional(),
});
export type CreateDraftRequest = z.input<typeof createDraftRequestSchema>;

/**
 * `PUT /api/listing-drafts/{id}`: accepted only when `baseVersion` is the server's version;
 * otherwise 409 VERSION_CONFLICT with `details` of `draftConflictDetailsSchema`.
 */
export const saveDraftRequestSchema = z.strictObject({
  baseVersion: z.number().int().min(1),
  snapshot: draftSnapshotSchema,
  clientSessionId: clientSessionIdSchema,
});
export type SaveDraftRequest = z.input<typeof saveDraftRequestSchema>;

/** `details` of a 409 VERSION_CONFLICT: the server's copy, so the editor can offer a choice. */
export const draftConflictDetailsSchema = z.object({
  serverVersion: z.number().int().min(1),
  snapshot: draftSnapshotSchema,
  updatedAt: z.iso.datetime(),
  clientSessionId: z.string().nullable(),
});
export type DraftConflictDetails = z.infer<typeof draftConflictDetailsSchema>;

export const draftIdParamsSchema = z.object({ id: z.uuid() });
export const listingIdParamsSchema = z.object({ id: z.uuid() });

/**
 * `POST /api/listings/{id}/draft`: opens the one edit draft of a listing, prefilled from it (201),
 * or answers the one already open (200). Answers `listingDraftResponseSchema`.
 */
export const openListingEditRequestSchema = z.strictObject({ clientSessionId: clientSessionIdSchema });
export type OpenListingEditRequest = z.input<typeof openListingEditRequestSchema>;

export const listingDraftResponseSchema = z.object({ data: z.object({ draft: listingDraftSchema }) });
export type ListingDraftResponse = z.infer<typeof listingDraftResponseSchema>;

/** One line of the draft manager. */
export const draftSummarySchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  title: z.string(),
  categoryId: z.string(),
  priceValue: z.number().nullable(),
  /** The cover photo's thumbnail URL, when the draft has photos. */
  thumbnailUrl: z.string().nullable(),
  mediaCount: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;
/** Drafts a seller may keep at once; the oldest are not dropped silently, a new one is refused. */
export const draftsPerSellerMax = 50;
export const draftListResponseSchema = z.object({ data: z.object({ drafts: z.array(draftSummarySchema) }) });
export type DraftListResponse = z.infer<typeof draftListResponseSchema>;

/** Spec §5 "Asynchronous checks" and the attribute rules the server alone can judge. */
export const listingCheckCodes = [
  'blocked_term',
  'contact_details',
  'phone_number',
  'price_deviation',
  'price_under_one',
  'unsupported_category',
  'unknown_brand',
] as const;
export type ListingCheckCode = (typeof listingCheckCodes)[number];
/**
 * The price_deviation warning fires when the price is more than this many percent above or below
 * the price recommendation; the issue's params carry it as `thresholdPercent`.
 */
export const priceDeviationWarningPercent = 30;
export const checkSeverities = ['error', 'warning'] as const;
export type CheckSeverity = (typeof checkSeverities)[number];

export const listingCheckIssueSchema = z.object({
  /** The field it belongs to: "title", "description", "priceValue", "categoryId", "attributes.brand". */
  field: z.string(),
  code: z.enum(listingCheckCodes),
  severity: z.enum(checkSeverities),
  /** Translated into the request's language (Accept-Language: de or en). */
  message: z.string(),
  /** Values the message names, e.g. { percent: 35, recommendation: 40 }, for the web's own wording. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
});
export type ListingCheckIssue = z.infer<typeof listingCheckIssueSchema>;

/** `POST /api/listing-checks`: checks the fields as they are in the editor now. */
export const listingChecksRequestSchema = z.strictObject({ fields: listingDraftFieldsSchema });
export type ListingChecksRequest = z.input<typeof listingChecksRequestSchema>;
export const listingChecksResponseSchema = z.object({
  data: z.object({ issues: z.array(listingCheckIssueSchema) }),
});
export type ListingChecksResponse = z.infer<typeof listingChecksResponseSchema>;

/**
 * `POST /api/listing-drafts/{id}/publish`, the one way a listing goes live (ADR 038). Publishes
 * the stored snapshot at `baseVersion`; a failing rule answers 400 VALIDATION_FAILED with
 * `details.issues` (path "fields.<field>") and a blocking check answers the same with the check's
 * code. A draft of a listing (`listingId`) updates that listing in place; one that needs action
 * goes live again only with changed content (`content_unchanged` otherwise).
 */
export const publishDraftRequestSchema = z.strictObject({ baseVersion: z.number().int().min(1) });
export const publishDraftResponseSchema = z.object({
  data: z.object({
    listing: z.object({
      id: z.uuid(),
      slug: z.string(),
      status: z.enum(listingStatuses),
      publishedAt: z.iso.datetime().nullable(),
    }),
    /** Warnings that did not block publishing, e.g. the price deviation. */
    warnings: z.array(listingCheckIssueSchema),
  }),
});
export type PublishDraftResponse = z.infer<typeof publishDraftResponseSchema>;

/** `POST /api/listings/{id}/status`: one transition of the table in `listing-status.ts`. */
export const listingStatusChangeRequestSchema = z.strictObject({
  to: z.enum(listingStatuses),
  /** Why, for moderators sending a listing to NEEDS_ACTION; shown to the seller. */
  reason: z.string().trim().max(500).optional(),
});
export const listingStatusResponseSchema = z.object({
  data: z.object({
    listing: z.object({ id: z.uuid(), slug: z.string(), status: z.enum(listingStatuses) }),
  }),
});
