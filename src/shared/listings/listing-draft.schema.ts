import { z } from 'zod';
import { listingConditionSchema, listingStatuses } from './listing.schema';

/** Spec §5 "Listing preview" limits, shared by the form and the API. */
export const listingTitleMin = 10;
export const listingTitleMax = 140;
export const listingDescriptionMin = 40;
export const listingDescriptionMax = 5000;
export const listingPriceMax = 99_999;
export const listingTagsMax = 12;

export const listingDraftMessages = {
  titleTooShort: `Title must be at least ${listingTitleMin} characters.`,
  titleTooLong: `Title must be at most ${listingTitleMax} characters.`,
  descriptionTooShort: `Description must be at least ${listingDescriptionMin} characters.`,
  descriptionTooLong: `Description must be at most ${listingDescriptionMax} characters.`,
  category: 'Select a category.',
  priceRequired: 'Enter a price.',
  priceTooLow: 'Price must be greater than 0.',
  priceTooHigh: 'Price is too high.',
  currency: 'Currency must be 3 uppercase letters (ISO 4217).',
  tagEmpty: 'Tags cannot be empty.',
  tooManyTags: `Up to ${listingTagsMax} tags are allowed.`,
  location: 'Select a place.',
} as const;

/**
 * A new listing, saved as a DRAFT (issue 6 builds the full editor on top). Prices are in whole
 * euros with cents as decimals; the server stores integer cents.
 */
export const createListingDraftRequestSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(listingTitleMin, listingDraftMessages.titleTooShort)
    .max(listingTitleMax, listingDraftMessages.titleTooLong),
  description: z
    .string()
    .trim()
    .min(listingDescriptionMin, listingDraftMessages.descriptionTooShort)
    .max(listingDescriptionMax, listingDraftMessages.descriptionTooLong),
  categoryId: z.string().trim().min(3, listingDraftMessages.category),
  priceValue: z
    .number({ error: listingDraftMessages.priceRequired })
    .gt(0, listingDraftMessages.priceTooLow)
    .max(listingPriceMax, listingDraftMessages.priceTooHigh),
  priceCurrency: z
    .string()
    .regex(/^[A-Z]{3}$/, listingDraftMessages.currency)
    .default('EUR'),
  tags: z
    .array(z.string().trim().min(1, listingDraftMessages.tagEmpty).max(40))
    .max(listingTagsMax, listingDraftMessages.tooManyTags)
    .default([]),
  condition: listingConditionSchema,
  language: z.enum(['de', 'en']),
  /** A place from the locations module (`/api/locations`), e.g. "berlin". */
  locationSlug: z.string().trim().min(1, listingDraftMessages.location).max(120),
  offersPickup: z.boolean().default(true),
  offersShipping: z.boolean().default(false),
  offersSameDay: z.boolean().default(false),
  isNegotiable: z.boolean().default(false),
  quantity: z.number().int().min(1).max(99).default(1),
});
export type CreateListingDraftRequest = z.input<typeof createListingDraftRequestSchema>;

export const listingDraftResponseSchema = z.object({
  data: z.object({
    listing: z.object({
      id: z.uuid(),
      slug: z.string(),
      status: z.enum(listingStatuses),
      publishedAt: z.iso.datetime().nullable(),
    }),
  }),
});
export type ListingDraftResponse = z.infer<typeof listingDraftResponseSchema>;
