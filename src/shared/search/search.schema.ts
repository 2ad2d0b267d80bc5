import { z } from 'zod';
import { fulfillmentOptions, listingCardSchema, listingConditions } from '../listings/listing.schema';
import { priceKindSchema } from '../listings/price-kind';
import { placeSchema } from '../locations/location.schema';
import { searchNoteSchema, searchSorts } from './search-params';

/** A result card: the feed card plus the distance from the searched point. */
export const searchResultSchema = listingCardSchema
  .extend({ distanceKm: z.number().nullable().describe('Set when the search has a location') })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Price bands of the filter panel, in EUR: [min, max) with max null for "and above". */
export const searchPriceBands = [
  { min: 0, max: 20 },
  { min: 20, max: 50 },
  { min: 50, max: 100 },
  { min: 100, max: 250 },
  { min: 250, max: 500 },
  { min: 500, max: null },
] as const;

export const searchFacetsSchema = z
  .object({
    categories: z.array(z.object({ id: z.string(), count: z.number().int() })),
    conditions: z.array(z.object({ value: z.enum(listingConditions), count: z.number().int() })),
    fulfillment: z.array(z.object({ value: z.enum(fulfillmentOptions), count: z.number().int() })),
    priceBands: z.array(z.object({ min: z.number(), max: z.number().nullable(), count: z.number().int() })),
    /**
     * True when the matches exceed searchCountCap: every count then covers the first matches read
     * (the capped set) and is a lower bound ("at least"); a 0 then means "not among them" (ADR 078).
     */
    isPartial: z.boolean(),
  })
  .meta({ id: 'SearchFacets' });
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

/**
 * Counting stops here: more matches are shown as "1,000+" ("1.000+"), as eBay does; exact below it
 * (ADR 078).
 */
export const searchCountCap = 1_000;

export const appliedSearchSchema = z.object({
  query: z.string().optional(),
  category: z.string().optional(),
  sort: z.enum(searchSorts),
  tag: z.string().optional(),
  condition: z.array(z.enum(listingConditions)).optional(),
  fulfillment: z.array(z.enum(fulfillmentOptions)).optional(),
  shipping: z.literal('free').optional(),
  priceKind: z.array(priceKindSchema).optional(),
  priceMin: z.number().optional(),
  priceMax: z.number().optional(),
  region: z.string().optional(),
  radius: z.number().optional(),
  loc: z.string().optional(),
  lat: z.number().optional(),
  lng: z.number().optional(),
  saved: z.string().optional(),
  verbatim: z.literal(true).optional(),
});

export const searchResponseSchema = z.object({
  data: z.object({
    listings: z.array(searchResultSchema),
    /** Exact up to searchCountCap; searchCountCap itself when there are more (see totalIsCapped). */
    total: z.number().int(),
    /** True when there are more than searchCountCap matches: total is then a lower bound ("1,000+"). */
    totalIsCapped: z.boolean(),
    nextCursor: z.string().nullable(),
    /** Only on the first page (no cursor) unless facets=false. */
    facets: searchFacetsSchema.nullable(),
    /** The search as understood after normalisation, with the sort that was used. */
    applied: appliedSearchSchema,
    /** The resolved location (null when nationwide). */
    location: z
      .object({
        place: placeSchema.nullable(),
        label: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        radiusKm: z.number(),
      })
      .nullable(),
    /** Set when few exact matches led to a typo-corrected search ("iphnoe" -> "iphone"). */
    correctedQuery: z.string().nullable(),
    notes: z.array(searchNoteSchema),
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Spec §2 /search/{city-slug}-umkreis-{km}km. */
export const seoSegmentPattern = /^([a-z0-9-]+)-umkreis-(\d{1,3})km$/;

export function parseSeoSegment(segment: string): { slug: string; radiusKm: number } | null {
  const match = seoSegmentPattern.exec(segment.toLowerCase());
  if (!match?.[1] || !match[2]) return null;
  return { slug: match[1], radiusKm: Number(match[2]) };
}

export function seoSegmentFor(slug: string, radiusKm: number): string {
  return `${slug}-umkreis-${radiusKm}km`;
}

export const seoSegmentResponseSchema = z.object({
  data: z.object({ place: placeSchema, radiusKm: z.number().int() }),
});

/** 404 body for an unknown place or radius: what the user probably meant. */
export const seoSegmentNotFoundSchema = z.object({
  error: z.object({
    code: z.literal('NOT_FOUND'),
    message: z.string(),
    requestId: z.string().optional(),
    details: z.object({
      reason: z.enum(['unknown_place', 'invalid_radius', 'malformed']),
      suggestions: z.array(z.object({ segment: z.string(), label: z.string(), radiusKm: z.number() })),
    }),
  }),
});
