import {
  type SavedSearch,
  type SaveSearchRequest,
  savedSearchResponseSchema,
} from '@shared/saved-searches/saved-search.schema';
import { apiClient } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';

/** Identical params update the existing saved search (`created: false`); the 21st answers LIMIT_REACHED. */
export async function saveSearch(
  request: SaveSearchRequest,
): Promise<{ savedSearch: SavedSearch; created: boolean }> {
  // The server writes alert mails in the language the search was saved in.
  const response = await apiClient.post('/saved-searches', request, {
    schema: savedSearchResponseSchema,
    headers: { 'Accept-Language': currentLanguage() },
  });
  return response.data;
}
