import { type SavedSearch, savedSearchListResponseSchema } from '@shared/saved-searches/saved-search.schema';
import { apiClient } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';

export interface ImportedSavedSearch {
  label: string;
  params: Record<string, string>;
  notificationsEnabled: boolean;
  createdAt: string;
  lastRunAt?: string;
}

/** A guest's saved searches moved to the account; answers the account's full list. */
export async function importSavedSearches(savedSearches: ImportedSavedSearch[]): Promise<SavedSearch[]> {
  const response = await apiClient.post(
    '/saved-searches/import',
    { savedSearches },
    { schema: savedSearchListResponseSchema, headers: { 'Accept-Language': currentLanguage() } },
  );
  return response.data.savedSearches;
}
