import type { Language } from '@shared/i18n/languages';
import { searchSuggestionsEndpoints } from '@shared/search/search-suggestions.endpoints';
import {
  normaliseSuggestionText,
  type SearchSuggestions,
  suggestionPrefixMaxLength,
} from '@shared/search/search-suggestions.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api';

export async function getSearchSuggestions(
  prefix: string,
  language: Language,
  signal?: AbortSignal,
): Promise<SearchSuggestions> {
  const response = await apiClient.call(searchSuggestionsEndpoints.suggestSearches, {
    query: { q: prefix, lang: language },
    signal,
  });
  return response.data;
}

/**
 * Suggestions for an already debounced prefix. Nothing is asked for an empty or over-long one,
 * and a failure is not retried: suggestions are a help, the search box works without them.
 */
export function useSearchSuggestions(prefix: string, language: Language) {
  const normalised = normaliseSuggestionText(prefix);
  const isAskable = normalised.trim().length > 0 && normalised.length <= suggestionPrefixMaxLength;
  return useQuery({
    queryKey: ['search-suggestions', language, normalised],
    queryFn: ({ signal }) => getSearchSuggestions(normalised, language, signal),
    enabled: isAskable,
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
