import { z } from 'zod';
import { priceKindSchema } from './price-kind';

export const listingConditions = ['new', 'excellent', 'good', 'fair', 'refurbished'] as const;
export const fulfillmentOptions = ['pickup', 'shipping', 'sameday'] as const;
export const listingStatuses = ['DRAFT', 'READY', 'PUBLISHED', 'NEEDS_ACTION', 'ARCHIVED'] as const;

export const listingConditionSchema = z.enum(listingConditions);
export type ListingCondition = z.infer<typeof listingConditionSchema>;

/** Spec §3 Listing detail shippingOptions; prices in EUR as decimals on the wire. */
export const shippingOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  price: z.number().nonnegative(),
  currency: z.literal('EUR'),
  estimated: z.string().describe('Delivery estimate, e.g. "2-3 days"'),
  type: z.enum(['shipping', 'pickup', 'sameday']),
  carrier: z.string().optional(),
  highlight: z.boolean().optional(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const listingImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  altText: z.string(),
});

/** What a feed or result grid needs to draw one listing. */
export const listingCardSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    price: z.number(),
    currency: z.literal('EUR'),
    previousPrice: z.number().nullable().describe('Set when the price dropped'),
    priceKind: priceKindSchema.describe(
      'fixed (Festpreis), negotiable (VB) or free (zu verschenken, price 0)',
    ),
    condition: listingConditionSchema,
    categoryId: z.string(),
    city: z.object({ slug: z.string(), label: z.string() }),
    fulfillment: z.array(z.enum(fulfillmentOptions)),
    thumbnail: listingImageSchema.nullable(),
    publishedAt: z.iso.datetime(),
  })
  .meta({ id: 'ListingCard' });
export type ListingCard = z.infer<typeof listingCardSchema>;

export const recentListingsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(48).default(12),
});

export const listingFeedResponseSchema = z.object({
  data: z.object({ listings: z.array(listingCardSchema) }),
});
export type ListingFeedResponse = z.infer<typeof listingFeedResponseSchema>;
