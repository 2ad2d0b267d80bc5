import { z } from 'zod';
import { languageSchema } from '../i18n/languages';

/** At most this many suggestions under the header search box (queries and categories together). */
export const searchSuggestionsMax = 8;
/** Categories take at most this many places, so popular queries are never crowded out. */
export const categorySuggestionsMax = 3;
export const suggestionPrefixMaxLength = 80;

/**
 * The contract's view of the query string: loose on purpose, so the service can refuse bad input
 * with a message in the caller's language (`server-search-suggestions`) instead of zod's English.
 */
export const searchSuggestionsRequestQuerySchema = z.object({
  q: z.string().optional().describe(`What has been typed so far (1–${suggestionPrefixMaxLength} characters)`),
  limit: z.string().optional().describe(`1–${searchSuggestionsMax}, default ${searchSuggestionsMax}`),
  lang: z.string().optional().describe('en or de; default: the Accept-Language match'),
});

/** The same parameters, checked. */
export const searchSuggestionsQuerySchema = z.object({
  q: z.string().trim().min(1).max(suggestionPrefixMaxLength),
  limit: z.coerce.number().int().min(1).max(searchSuggestionsMax).default(searchSuggestionsMax),
  lang: languageSchema.optional(),
});

export const searchSuggestionSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('query'),
      /** Normalised (lower case), as others searched it. */
      text: z.string(),
    }),
    z.object({
      kind: z.literal('category'),
      categoryId: z.string(),
      label: z.string(),
      /** The parent category's name, so "Zubehör" says whose accessories. */
      parentLabel: z.string().nullable(),
    }),
  ])
  .meta({ id: 'SearchSuggestion' });
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestionsResponseSchema = z.object({
  data: z.object({
    /** The prefix as matched (normalised). */
    prefix: z.string(),
    language: languageSchema,
    suggestions: z.array(searchSuggestionSchema).max(searchSuggestionsMax),
  }),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsResponseSchema>['data'];

/**
 * One spelling for stored queries and typed prefixes: NFC, lower case, runs of white space as one
 * space, no leading space. A trailing space stays: "kinder " means the word is finished.
 */
export function normaliseSuggestionText(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').replace(/^ /, '');
}
