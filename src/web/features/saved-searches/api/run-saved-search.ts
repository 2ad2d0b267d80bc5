import { savedSearchesEndpoints } from '@shared/saved-searches/saved-searches.endpoints';
import { apiClient } from '../../../lib/api';

/** Marks the saved search as run now (lastRunAt); the results come from the search page itself. */
export async function runSavedSearch(id: string): Promise<void> {
  await apiClient.call(savedSearchesEndpoints.runSavedSearch, { params: { id } });
}
