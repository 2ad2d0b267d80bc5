import { apiClient } from '../../../lib/api';

/** Marks the saved search as run now (lastRunAt); the results come from the search page itself. */
export async function runSavedSearch(id: string): Promise<void> {
  await apiClient.post(`/saved-searches/${encodeURIComponent(id)}/run`);
}
