import { z } from 'zod';

/**
 * Spec §3 "Pricing insight" and "Price feedback", §9 comparables, nudges and fees (issue 6).
 * Money on the wire is EUR with cents as decimals, rounded to 2 places.
 */

export const comparablesSampleSize = 12;
export const comparablesWindowDays = 14;
/** Spec §9 price nudges, in percent. */
export const priceNudgePercents = [-10, -5, 5, 10] as const;
/** Spec §9: the last 20 price feedbacks are kept per seller. */
export const priceFeedbackHistoryMax = 20;

export const feeIds = ['sales_commission', 'payment', 'shipping_participation', 'listing_fee'] as const;
export type FeeId = (typeof feeIds)[number];

export const feeSchema = z.object({
  id: z.enum(feeIds),
  /** English label; the web shows its own translation by id. */
  label: z.string(),
  amount: z.number(),
  /** percentage: a share of the price (with `rate`); fixed: a flat amount; mixed: both. */
  type: z.enum(['percentage', 'fixed', 'mixed']),
  /** The share of the price as a fraction (0.11 for 11 %), when the fee has one. */
  rate: z.number().nullable(),
});
export type Fee = z.infer<typeof feeSchema>;

export const rationaleItemSchema = z.object({
  id: z.string(),
  summary: z.string(),
  detail: z.string(),
  /** How much this reason moved the suggestion, 0..1. */
  weight: z.number().min(0).max(1),
});
export type RationaleItem = z.infer<typeof rationaleItemSchema>;

export const comparableListingSchema = z.object({
  listingId: z.uuid(),
  slug: z.string(),
  title: z.string(),
  price: z.number(),
  condition: z.string(),
  /** Where it was listed; always this marketplace today. */
  marketplace: z.literal('kleinkram'),
  publishedAt: z.iso.datetime(),
});

export const comparablesSchema = z.object({
  floor: z.number().nullable(),
  median: z.number().nullable(),
  ceiling: z.number().nullable(),
  sampleSize: z.number().int(),
  /** Days back the sample reaches after widening (14 when enough were found). */
  windowDays: z.number().int(),
  /** How far the search had to widen: 'exact' (category, condition, attributes) down to 'top-category'. */
  scope: z.enum(['exact', 'category', 'category-any-condition', 'parent-category', 'top-category', 'none']),
  listings: z.array(comparableListingSchema),
});
export type Comparables = z.infer<typeof comparablesSchema>;

/** How sure the engine is of its suggestion (ADR 047); a 'low' one never warns about a deviating price. */
export const priceConfidences = ['low', 'medium', 'high'] as const;
export type PriceConfidence = (typeof priceConfidences)[number];
/** Which evidence carried most of the suggestion: the reference table or the comparable listings. */
export const priceBases = ['reference', 'comparables'] as const;
export type PriceBasis = (typeof priceBases)[number];

export const priceBasisSchema = z.object({
  dominatedBy: z.enum(priceBases),
  /** Share of the suggestion the comparables carry, 0..1; the reference carries the rest. */
  comparablesWeight: z.number().min(0).max(1),
  /** The reference model's typical used price for the item, before the seller's calibration. */
  reference: z.number().nullable(),
  /** What the reference knew: a model, a kind of item, or only the category. */
  referenceSource: z.enum(['model', 'item', 'category']).nullable(),
  /** Comparables set aside as implausibly far from the reference. */
  setAside: z.number().int().min(0),
});
export type PriceBasisDetail = z.infer<typeof priceBasisSchema>;

export const pricingInsightSchema = z
  .object({
    suggestion: z.number().nullable(),
    floorPrice: z.number().nullable(),
    ceilingPrice: z.number().nullable(),
    /** The price the fees are computed on: the draft's price, else the suggestion. */
    basePrice: z.number().nullable(),
    netProceeds: z.number().nullable(),
    fees: z.array(feeSchema),
    rationale: z.array(rationaleItemSchema),
    comparables: comparablesSchema,
    /** How sure the suggestion is; null without a suggestion. */
    confidence: z.enum(priceConfidences).nullable(),
    basis: priceBasisSchema,
    /** The four nudged prices of `priceNudgePercents`, from the suggestion. */
    nudges: z.array(z.object({ percent: z.number(), price: z.number() })),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'PricingInsight' });
export type PricingInsight = z.infer<typeof pricingInsightSchema>;

export const pricingInsightResponseSchema = z.object({ data: z.object({ insight: pricingInsightSchema }) });
export type PricingInsightResponse = z.infer<typeof pricingInsightResponseSchema>;

/** How the seller answered the suggestion. */
export const priceDispositions = ['accepted', 'lowered', 'raised', 'rejected'] as const;
export type PriceDisposition = (typeof priceDispositions)[number];

export const priceFeedbackNoteMax = 500;

/** `POST /api/price-feedback`. delta and disposition are computed by the server. */
export const priceFeedbackRequestSchema = z.strictObject({
  draftId: z.uuid().optional(),
  categoryId: z.string().min(1).max(120),
  suggestion: z.number().positive().max(99_999),
  chosenPrice: z.number().positive().max(99_999),
  /** Only 'rejected' is chosen by the seller; otherwise the server derives it from the delta. */
  rejected: z.boolean().default(false),
  note: z.string().trim().max(priceFeedbackNoteMax).optional(),
});
export type PriceFeedbackRequest = z.input<typeof priceFeedbackRequestSchema>;

export const priceFeedbackSchema = z
  .object({
    id: z.uuid(),
    categoryId: z.string(),
    suggestion: z.number(),
    chosenPrice: z.number(),
    delta: z.number(),
    disposition: z.enum(priceDispositions),
    note: z.string().nullable(),
    submittedAt: z.iso.datetime(),
    saleMatch: z.object({ marketplace: z.string(), price: z.number(), soldAt: z.iso.datetime() }).nullable(),
  })
  .meta({ id: 'PriceFeedback' });
export type PriceFeedback = z.infer<typeof priceFeedbackSchema>;

export const priceFeedbackResponseSchema = z.object({ data: z.object({ feedback: priceFeedbackSchema }) });
export const priceFeedbackListResponseSchema = z.object({
  data: z.object({ feedback: z.array(priceFeedbackSchema) }),
});
