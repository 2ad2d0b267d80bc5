import { type SavedSearch, savedSearchListResponseSchema } from '@shared/saved-searches/saved-search.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** Every saved-search list in the cache starts with this (one list per signed-in user). */
export const savedSearchesQueryKeyRoot = ['saved-searches'] as const;

export function savedSearchesQueryKey(userId: string) {
  return [...savedSearchesQueryKeyRoot, userId] as const;
}

export async function getSavedSearches(): Promise<SavedSearch[]> {
  const response = await apiClient.get('/saved-searches', { schema: savedSearchListResponseSchema });
  return response.data.savedSearches;
}

/** The signed-in user's saved searches; disabled (and empty) without a user. */
export function useAccountSavedSearches(userId: string | null) {
  return useQuery({
    queryKey: savedSearchesQueryKey(userId ?? ''),
    queryFn: getSavedSearches,
    enabled: userId !== null,
  });
}
