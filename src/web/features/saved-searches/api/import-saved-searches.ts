import type { SavedSearch } from '@shared/saved-searches/saved-search.schema';
import { savedSearchesEndpoints } from '@shared/saved-searches/saved-searches.endpoints';
import { apiClient } from '../../../lib/api';

export interface ImportedSavedSearch {
  label: string;
  params: Record<string, string>;
  notificationsEnabled: boolean;
  createdAt: string;
  lastRunAt?: string;
}

/** A guest's saved searches moved to the account; answers the account's full list and how many did not fit. */
export async function importSavedSearches(
  savedSearches: ImportedSavedSearch[],
): Promise<{ savedSearches: SavedSearch[]; skipped: number }> {
  const response = await apiClient.call(savedSearchesEndpoints.importSavedSearches, {
    body: { savedSearches },
  });
  return response.data;
}
