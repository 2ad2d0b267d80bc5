import {
  type SavedSearch,
  singleSavedSearchResponseSchema,
} from '@shared/saved-searches/saved-search.schema';
import { apiClient } from '../../../lib/api';

/** Rename (a blank label keeps the old one) or switch alerts on and off. */
export async function updateSavedSearch(
  id: string,
  changes: { label?: string; notificationsEnabled?: boolean },
): Promise<SavedSearch | null> {
  const body = await apiClient.patch(`/saved-searches/${encodeURIComponent(id)}`, changes);
  const parsed = singleSavedSearchResponseSchema.safeParse(body);
  return parsed.success ? parsed.data.data.savedSearch : null;
}
