import { type Language, languages } from '@shared/i18n/languages';
import {
  categorySuggestionsMax,
  normaliseSuggestionText,
  type SearchSuggestion,
  type SearchSuggestions,
  searchSuggestionsQuerySchema,
  suggestionPrefixMaxLength,
} from '@shared/search/search-suggestions.schema';
import { AppError } from '../../core/app-error';
import { serverText } from '../../core/server-texts';
import type { Db } from '../../db/database';
import { matchCategories } from './category-suggestions';
import {
  findPopularQueries,
  type PopularQueryRule,
  rebuildPopularQueries,
} from './popular-queries.repository';

/**
 * ADR 079: a query is suggested only once at least 10 analytics sessions on at least 3 different
 * days searched it within 90 days, so one person's text (a name, a phone number) never reaches
 * someone else's search box; digits, addresses and links are never kept at all.
 */
export const popularQueryRule: PopularQueryRule = {
  minSessions: 10,
  minDays: 3,
  windowDays: 90,
  minLength: 2,
  maxLength: 60,
  maxDigits: 6,
};

export interface SuggestionRequest {
  prefix: string;
  limit: number;
  language: Language;
}

/** Checks the raw query string; bad input is refused in the caller's language. */
export function parseSuggestionRequest(
  raw: { q?: string; limit?: string; lang?: string },
  requestLanguage: Language,
): SuggestionRequest {
  const parsed = searchSuggestionsQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = String(issue?.path[0] ?? 'q');
    const key =
      field === 'limit'
        ? 'badLimit'
        : field === 'lang'
          ? 'badLanguage'
          : raw.q?.trim()
            ? 'tooLong'
            : 'missing';
    const message = serverText(`server-search-suggestions:${key}`, requestLanguage, {
      max: suggestionPrefixMaxLength,
      languages: languages.join(', '),
    });
    throw new AppError('VALIDATION_FAILED', message, {
      issues: parsed.error.issues.map((each) => ({
        path: ['query', ...each.path].join('.'),
        message,
        code: each.code,
      })),
    });
  }
  const { q, limit, lang } = parsed.data;
  return { prefix: normaliseSuggestionText(q), limit, language: lang ?? requestLanguage };
}

/**
 * Popular queries first (they are what people look for), then up to three categories; when few
 * queries match, categories fill the free places. A query that only repeats a shown category's
 * name is left out.
 */
export async function suggestSearches(db: Db, request: SuggestionRequest): Promise<SearchSuggestions> {
  const { prefix, limit, language } = request;
  const [queries, categories] = await Promise.all([
    findPopularQueries(db, language, prefix, limit),
    Promise.resolve(matchCategories(prefix, language, limit)),
  ]);
  const categoryShare = Math.min(categories.length, categorySuggestionsMax, limit);
  const categoryNames = new Set(categories.slice(0, categoryShare).map((each) => each.label.toLowerCase()));
  const shownQueries = queries.filter((query) => !categoryNames.has(query)).slice(0, limit - categoryShare);
  const shownCategories = categories.slice(0, limit - shownQueries.length);
  const suggestions: SearchSuggestion[] = [
    ...shownQueries.map((text) => ({ kind: 'query' as const, text })),
    ...shownCategories.map((category) => ({ kind: 'category' as const, ...category })),
  ];
  return { prefix, language, suggestions };
}

/** The job's work: rebuild the popular queries from the consented events of the window. */
export function refreshPopularQueries(db: Db, now: Date = new Date()): Promise<number> {
  return rebuildPopularQueries(db, popularQueryRule, now);
}
