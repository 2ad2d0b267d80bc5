import { z } from 'zod';
import { languageSchema } from '../i18n/languages';
import { listingConditionSchema } from '../listings/listing.schema';
import {
  listingDescriptionMax,
  listingDescriptionMin,
  listingTagsMax,
  listingTitleMax,
  listingTitleMin,
} from '../listings/listing-draft.schema';
import { priceKindSchema } from '../listings/price-kind';

/** Spec §3 "Listing preview draft": the category path holds at most 8 levels. */
export const categoryPathMax = 8;

export const draftProviders = ['local', 'openai-compatible'] as const;
export type DraftProvider = (typeof draftProviders)[number];

/** Where a suggested value came from, shown beside the field. */
export const draftEvidenceSources = [
  'photo_text',
  'photo_object',
  'photo_colour',
  'speech',
  'catalogue',
  'model',
] as const;
export type DraftEvidenceSource = (typeof draftEvidenceSources)[number];

export const draftFieldEvidenceSchema = z.object({
  confidence: z.number().min(0).max(1),
  sources: z.array(z.enum(draftEvidenceSources)),
});
export type DraftFieldEvidence = z.infer<typeof draftFieldEvidenceSchema>;

export const draftAttributeValueSchema = z.union([z.string(), z.array(z.string()), z.boolean(), z.number()]);

/**
 * The draft both providers return. Its values already satisfy the listing rules (title and
 * description lengths, at most 12 tags, attributes valid for the category), so the editor can
 * merge it without re-checking.
 */
export const listingDraftSuggestionSchema = z
  .object({
    language: languageSchema,
    title: z.string().min(listingTitleMin).max(listingTitleMax),
    description: z.string().min(listingDescriptionMin).max(listingDescriptionMax),
    categoryId: z.string(),
    /** Category ids from the top level down to categoryId. */
    categoryPath: z.array(z.string()).min(1).max(categoryPathMax),
    /** Keys and values from the category's attribute schema only. */
    attributes: z.record(z.string(), draftAttributeValueSchema),
    condition: listingConditionSchema.nullable(),
    tags: z.array(z.string().min(1).max(40)).max(listingTagsMax),
    price: z.object({
      value: z.number().positive(),
      currency: z.literal('EUR'),
      rationale: z.string().max(400),
    }),
    /** Festpreis, VB or zu verschenken when the seller said so; absent when nothing was said. */
    priceKind: priceKindSchema.optional(),
    /** Per field: how sure the provider is and what it read it from. Attribute keys are `attributes.<key>`. */
    evidence: z.record(z.string(), draftFieldEvidenceSchema),
    /** The next likely categories, best first (at most 3 with categoryId), for the category picker. */
    alternativeCategories: z
      .array(z.object({ categoryId: z.string(), confidence: z.number().min(0).max(1) }))
      .max(3),
  })
  .meta({ id: 'ListingDraftSuggestion' });
export type ListingDraftSuggestion = z.infer<typeof listingDraftSuggestionSchema>;
