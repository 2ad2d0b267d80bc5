import { savedSearchesEndpoints } from '@shared/saved-searches/saved-searches.endpoints';
import { apiClient } from '../../../lib/api';

export async function deleteSavedSearch(id: string): Promise<void> {
  await apiClient.call(savedSearchesEndpoints.deleteSavedSearch, { params: { id } });
}
