import { z } from 'zod';
import { fulfillmentOptions, listingConditions } from '../listings/listing.schema';
import { priceKinds } from '../listings/price-kind';
import { searchPageSizeDefault, searchPageSizeMax, searchSorts } from './search-params';

/*
 * Apart from search-params.ts, which the app shell loads for the header's search: zod builds this
 * schema when its module loads, so beside the parser it cost the home page's first load ~0.6 KB
 * gzip for API documentation only the endpoint definition needs.
 */

/** Query-string schema for the API docs; values are parsed by parseSearchParams, not by zod. */
export const searchRequestQuerySchema = z.looseObject({
  query: z
    .string()
    .optional()
    .describe('Free text; German and English stemming, prefix match on the last word'),
  category: z.string().optional().describe('Category slug; includes its sub-categories'),
  sort: z
    .string()
    .optional()
    .describe(`One of ${searchSorts.join(', ')}; default relevance with a query, else new`),
  tag: z.string().optional(),
  condition: z
    .string()
    .optional()
    .describe(`Comma-separated: ${listingConditions.join(', ')}`),
  fulfillment: z
    .string()
    .optional()
    .describe(`Comma-separated: ${fulfillmentOptions.join(', ')}`),
  shipping: z.string().optional().describe('"free": only listings with free shipping'),
  priceKind: z
    .string()
    .optional()
    .describe(`Comma-separated: ${priceKinds.join(', ')}`),
  priceMin: z.string().optional().describe('EUR'),
  priceMax: z.string().optional().describe('EUR, at most 99999'),
  region: z.string().optional().describe('Location label; resolved by name when loc and lat/lng are absent'),
  radius: z
    .string()
    .optional()
    .describe('km, clamped to 0..200; 0 is nationwide; default 25 with a location'),
  loc: z.string().optional().describe('Place slug from /api/locations'),
  lat: z.string().optional(),
  lng: z.string().optional(),
  saved: z.string().optional().describe('Saved-search id; marks it as run for its owner'),
  cursor: z.string().optional().describe('nextCursor of the previous page'),
  limit: z
    .string()
    .optional()
    .describe(`Page size 1..${searchPageSizeMax}, default ${searchPageSizeDefault}`),
  facets: z.string().optional().describe('"false" skips facet counts (later pages never carry them)'),
});
