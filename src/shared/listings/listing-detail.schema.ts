import { z } from 'zod';
import { languageSchema } from '../i18n/languages';
import { ownerListingModerationField } from '../moderation/listing-moderation.schema';
import { sellerKindFields } from '../traders/trader.schema';
import {
  listingCardSchema,
  listingConditionSchema,
  listingImageSchema,
  shippingOptionSchema,
} from './listing.schema';
import { listingAvailabilities } from './listing-status';
import { priceKindSchema } from './price-kind';

/**
 * Spec §9: "top seller based on last 12 months" (ADR 060): at least this many completed orders in
 * that window, and an average rating of at least `topSellerMinimumAverage` over at least
 * `topSellerMinimumReviews` reviews written in it.
 */
export const topSellerMinimumSales = 10;
export const topSellerWindowMonths = 12;
export const topSellerMinimumAverage = 4.5;
export const topSellerMinimumReviews = 3;
/** A seller's reviews stand out from this average, over at least `reviewHighlightMinimumCount` reviews. */
export const reviewHighlightMinimumAverage = 4.5;
export const reviewHighlightMinimumCount = 5;
/** Similar offers: at most this many, priced within this share of the listing's price. */
export const similarOffersLimit = 8;
export const similarOffersPriceSpread = 0.5;
/** "More from this seller": at most this many of the seller's other live listings. */
export const moreFromSellerLimit = 8;

const localisedTextSchema = z.object({ en: z.string(), de: z.string() });

/** Listing-level highlights shown next to the title. */
export const listingBadges = ['priceDropped', 'justListed', 'freeShipping', 'sameDay', 'topSeller'] as const;
/** Spec §3 seller badges that the data can back today; the others arrive with their features. */
export const sellerBadges = ['verifiedEmail', 'twoFactor', 'identityVerified', 'topSeller'] as const;
export type SellerBadge = (typeof sellerBadges)[number];

export const galleryImageSchema = z.object({
  url: z.string().describe("The 'detail' variant"),
  zoomUrl: z.string().describe("The 'zoom' variant"),
  thumbnailUrl: z.string().describe("The 'thumbnail' variant"),
  width: z.number().int(),
  height: z.number().int(),
  altText: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const trustBadgesSchema = z.object({
  emailVerified: z.boolean(),
  profileComplete: z.boolean().describe('Display name, city and a confirmed email address'),
  twoFactorEnabled: z.boolean(),
  topSeller: z.boolean().describe('ADR 060: completed orders and ratings of the last 12 months'),
  identityVerified: z.boolean().describe("The seller's latest identity check was approved (ADR 059)"),
  reviewHighlight: z.boolean().describe('Average rating of at least 4.5 over at least 5 reviews'),
});
export type TrustBadges = z.infer<typeof trustBadgesSchema>;

export const listingSellerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  rating: z.number().min(0).max(5).nullable().describe('Average review rating; null without reviews'),
  reviewCount: z.number().int().nonnegative(),
  responseRate: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe('Share of buyer chats of the last 90 days the seller answered; null under 3 chats (ADR 060)'),
  responseTime: z
    .number()
    .int()
    .nonnegative()
    .nullable()
    .describe('Median minutes to the first answer in those chats; null under 3 chats or none answered'),
  badges: z.array(z.enum(sellerBadges)),
  location: z.string().nullable(),
  joined: z.iso.datetime(),
  /** Issue 18 (ADR 066): private or commercial, with a trader's legal information. */
  ...sellerKindFields,
});
export type ListingSeller = z.infer<typeof listingSellerSchema>;

export const listingAttributeSchema = z.object({
  key: z.string(),
  label: localisedTextSchema,
  value: localisedTextSchema,
});
export type ListingAttribute = z.infer<typeof listingAttributeSchema>;

/**
 * One way to buy a listing (spec §3 externalCheckout): the own checkout (channel 'kleinkram',
 * target 'checkout', a path of ours) or a marketplace it is live on (target 'external', the
 * marketplace's item URL), ADR 057 and 077.
 */
export const externalCheckoutSchema = z
  .object({
    channel: z.string().describe("'kleinkram' (own checkout) or a marketplace channel such as 'ebay'"),
    target: z.enum(['checkout', 'external']).describe('checkout: our checkout page; external: another site'),
    url: z.string().describe('A path of ours for the own checkout; the absolute item URL on a marketplace'),
    label: z.string().describe('English label; the web shows its own translation'),
    highlight: z.boolean().describe('Whether the channel is the main call to action'),
    expectedHandoffLatencyMs: z.number().int(),
  })
  .meta({ id: 'ExternalCheckout' });
export type ExternalCheckout = z.infer<typeof externalCheckoutSchema>;

export const listingDetailSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    price: z.number(),
    currency: z.literal('EUR'),
    previousPrice: z.number().nullable().describe('Set when the price dropped'),
    condition: listingConditionSchema,
    category: z.object({
      id: z.string(),
      path: z.array(z.object({ id: z.string(), slug: z.string(), name: localisedTextSchema })),
    }),
    region: z.string().describe('City label'),
    location: z.object({
      label: z.string(),
      latitude: z.number().describe('Rounded to 2 decimals for privacy'),
      longitude: z.number(),
    }),
    shipping: z.number().nullable().describe('Cheapest shipping price in EUR; null without shipping'),
    thumbnail: listingImageSchema.nullable(),
    gallery: z.array(galleryImageSchema),
    badges: z.array(z.enum(listingBadges)),
    summary: z.string(),
    description: z.string(),
    features: z.array(z.string()),
    attributes: z.array(listingAttributeSchema),
    tags: z.array(z.string()),
    trustBadges: trustBadgesSchema,
    shippingOptions: z.array(shippingOptionSchema),
    seller: listingSellerSchema,
    watchers: z.number().int().nonnegative(),
    successfulSales: z
      .number()
      .int()
      .nonnegative()
      .describe("Seller's completed orders plus listings marked sold without an order (ADR 060)"),
    lastUpdated: z.iso.datetime(),
    priceFlexibility: z
      .enum(['negotiable', 'fixed'])
      .describe('Spec field, derived from priceKind: negotiable only for VB'),
    priceKind: priceKindSchema.describe(
      'fixed (Festpreis), negotiable (VB) or free (zu verschenken, price 0)',
    ),
    acceptsOffers: z.boolean().describe('Whether a buyer can make an offer: only on VB listings'),
    experimentFlags: z.array(z.string()),
    externalCheckout: externalCheckoutSchema
      .nullable()
      .describe(
        'The primary channel (ADR 077): the own checkout while the listing is published and available here; null otherwise',
      ),
    externalCheckouts: z
      .array(externalCheckoutSchema)
      .describe(
        'Every channel a buyer can use, primary first (ADR 077): the own checkout, then each marketplace the listing is live on; empty unless the listing is published and available here',
      ),
    availability: z
      .enum(listingAvailabilities)
      .describe('Reserved and sold listings stay published; sold ones leave search (ADR 043)'),
    language: languageSchema,
    publishedAt: z.iso.datetime(),
    /** Issue 18: a restricted listing is shown to its owner alone, with the decision's link. */
    moderation: ownerListingModerationField,
  })
  .meta({ id: 'ListingDetail' });
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export const listingDetailParamsSchema = z.object({ slug: z.string().min(1).max(200) });

export const listingDetailResponseSchema = z.object({
  data: z.object({
    listing: listingDetailSchema,
    similar: z.array(listingCardSchema),
    moreFromSeller: z.array(listingCardSchema).describe("The seller's other live listings, newest first"),
  }),
});
export type ListingDetailResponse = z.infer<typeof listingDetailResponseSchema>;
