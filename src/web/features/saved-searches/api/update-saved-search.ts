import type { SavedSearch } from '@shared/saved-searches/saved-search.schema';
import { savedSearchesEndpoints } from '@shared/saved-searches/saved-searches.endpoints';
import { apiClient } from '../../../lib/api';

/** Rename (a blank label keeps the old one) or switch alerts on and off. */
export async function updateSavedSearch(
  id: string,
  changes: { label?: string; notificationsEnabled?: boolean },
): Promise<SavedSearch> {
  const response = await apiClient.call(savedSearchesEndpoints.updateSavedSearch, {
    params: { id },
    body: changes,
  });
  return response.data.savedSearch;
}
