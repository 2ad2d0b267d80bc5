import { z } from 'zod';
import { defineEndpoint, publicAccess } from '../api/endpoint';
import { searchResponseSchema, seoSegmentNotFoundSchema, seoSegmentResponseSchema } from './search.schema';
import { searchRequestQuerySchema } from './search-request-query.schema';

const tags = ['search'];

export const searchEndpoints = {
  searchListings: defineEndpoint({
    method: 'GET',
    path: '/search',
    summary: 'Search published listings: text, category, filters, radius; keyset-paged with facets',
    tags,
    access: publicAccess,
    query: searchRequestQuerySchema,
    responses: { 200: searchResponseSchema },
    // BAD_REQUEST: a malformed cursor, or one from another sort.
    errors: ['BAD_REQUEST'],
  }),
  resolveSeoSegment: defineEndpoint({
    method: 'GET',
    path: '/search/seo/:segment',
    summary: 'Resolve a location path segment ({city-slug}-umkreis-{km}km) to a place and radius',
    tags,
    access: publicAccess,
    params: z.object({ segment: z.string().max(200) }),
    responses: { 200: seoSegmentResponseSchema },
    // An unknown place or radius names what was probably meant.
    failureResponses: { 404: seoSegmentNotFoundSchema },
    errors: ['NOT_FOUND'],
  }),
};
