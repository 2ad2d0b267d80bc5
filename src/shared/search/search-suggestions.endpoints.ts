import { defineEndpoint, publicAccess } from '../api/endpoint';
import {
  searchSuggestionsRequestQuerySchema,
  searchSuggestionsResponseSchema,
} from './search-suggestions.schema';

const tags = ['search'];

/** Issue 20 (ADR 079): what the header search box offers while typing. */
export const searchSuggestionsEndpoints = {
  suggestSearches: defineEndpoint({
    method: 'GET',
    path: '/search/suggestions',
    summary:
      'Popular queries (seen from enough sessions, ADR 079) and category names starting with the typed prefix, in one language',
    tags,
    access: publicAccess,
    query: searchSuggestionsRequestQuerySchema,
    responses: { 200: searchSuggestionsResponseSchema },
    errors: ['VALIDATION_FAILED'],
  }),
};
