import {
  type SavedSearch,
  type SaveSearchRequest,
  savedSearchResponseSchema,
} from '@shared/saved-searches/saved-search.schema';
import { apiClient } from '../../../lib/api';

/** Identical params update the existing saved search (`created: false`); the 21st answers LIMIT_REACHED. */
export async function saveSearch(
  request: SaveSearchRequest,
): Promise<{ savedSearch: SavedSearch; created: boolean }> {
  // The server writes alert mails in the language the search was saved in (the client's Accept-Language).
  const response = await apiClient.post('/saved-searches', request, {
    schema: savedSearchResponseSchema,
  });
  return response.data;
}
