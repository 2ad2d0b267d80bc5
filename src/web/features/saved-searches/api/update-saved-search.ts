import { type SavedSearch, savedSearchSchema } from '@shared/saved-searches/saved-search.schema';
import { z } from 'zod';
import { apiClient } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';

const updatedSavedSearchResponseSchema = z.object({ data: z.object({ savedSearch: savedSearchSchema }) });

/** Rename (a blank label keeps the old one) or switch alerts on and off. */
export async function updateSavedSearch(
  id: string,
  changes: { label?: string; notificationsEnabled?: boolean },
): Promise<SavedSearch | null> {
  const body = await apiClient.patch(`/saved-searches/${encodeURIComponent(id)}`, changes, {
    headers: { 'Accept-Language': currentLanguage() },
  });
  const parsed = updatedSavedSearchResponseSchema.safeParse(body);
  return parsed.success ? parsed.data.data.savedSearch : null;
}
