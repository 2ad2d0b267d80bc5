import type { searchSuggestionsEndpoints } from '@shared/search/search-suggestions.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { parseSuggestionRequest, suggestSearches } from './search-suggestions.service';

export function searchSuggestionsHandlers(
  deps: AppDependencies,
): GroupHandlers<typeof searchSuggestionsEndpoints> {
  return {
    suggestSearches: async ({ query, language }) => ({
      data: await suggestSearches(deps.database.db, parseSuggestionRequest(query, language)),
    }),
  };
}
