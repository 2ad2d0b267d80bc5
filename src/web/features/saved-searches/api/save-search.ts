import type { SavedSearch, SaveSearchRequest } from '@shared/saved-searches/saved-search.schema';
import { savedSearchesEndpoints } from '@shared/saved-searches/saved-searches.endpoints';
import { apiClient } from '../../../lib/api';

/** Identical params update the existing saved search (`created: false`); the 21st answers LIMIT_REACHED. */
export async function saveSearch(
  request: SaveSearchRequest,
): Promise<{ savedSearch: SavedSearch; created: boolean }> {
  // The server writes alert mails in the language the search was saved in (the client's Accept-Language).
  const response = await apiClient.call(savedSearchesEndpoints.saveSearch, { body: request });
  return response.data;
}
