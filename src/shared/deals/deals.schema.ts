import { z } from 'zod';
import { searchResponseSchema, searchResultSchema } from '../search/search.schema';
import { searchPageSizeMax } from '../search/search-params';
import { dealSegmentIds } from './deal-segments';

/** Home feeds are short strips; the deals grid pages like search. */
export const feedLimitMax = 24;

const locationQueryShape = {
  loc: z.string().optional().describe('Place slug from /api/locations'),
  lat: z.string().optional().describe('Latitude, e.g. from the browser (with lng)'),
  lng: z.string().optional(),
  radius: z.string().optional().describe('km, clamped to 0..200; default 25 with a location'),
};

export const nearbyFeedQuerySchema = z.object({
  ...locationQueryShape,
  limit: z.coerce.number().int().min(1).max(feedLimitMax).default(12),
});

export const priceDropsFeedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(feedLimitMax).default(12),
});

const searchData = searchResponseSchema.shape.data;

export const nearbyFeedResponseSchema = z.object({
  data: z.object({
    listings: z.array(searchResultSchema),
    /** The resolved location; null means the feed is nationwide. */
    location: searchData.shape.location,
  }),
});
export type NearbyFeedResponse = z.infer<typeof nearbyFeedResponseSchema>;

export const priceDropsFeedResponseSchema = z.object({
  data: z.object({ listings: z.array(searchResultSchema) }),
});
export type PriceDropsFeedResponse = z.infer<typeof priceDropsFeedResponseSchema>;

export const dealSegmentParamsSchema = z.object({
  segment: z.string().describe(`One of ${dealSegmentIds.join(', ')}`),
});

export const dealsQuerySchema = z.object({
  ...locationQueryShape,
  cursor: z.string().optional().describe('nextCursor of the previous page'),
  limit: z.coerce.number().int().min(1).max(searchPageSizeMax).optional(),
});

/** The search response plus the segment and whether the web must ask for a location first. */
export const dealsResponseSchema = z.object({
  data: searchData.extend({
    segment: z.enum(dealSegmentIds),
    /** True for "nearby" without a usable location: the page is empty and the web asks for one. */
    needsLocation: z.boolean(),
  }),
});
export type DealsResponse = z.infer<typeof dealsResponseSchema>;
