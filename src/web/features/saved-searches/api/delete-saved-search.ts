import { apiClient } from '../../../lib/api';

export async function deleteSavedSearch(id: string): Promise<void> {
  await apiClient.delete(`/saved-searches/${encodeURIComponent(id)}`);
}
