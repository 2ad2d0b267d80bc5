import type { SavedSearch } from '@shared/saved-searches/saved-search.schema';
import { savedSearchesEndpoints } from '@shared/saved-searches/saved-searches.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** Every saved-search list in the cache starts with this (one list per signed-in user). */
export const savedSearchesQueryKeyRoot = ['saved-searches'] as const;

export function savedSearchesQueryKey(userId: string) {
  return [...savedSearchesQueryKeyRoot, userId] as const;
}

export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const response = await apiClient.call(savedSearchesEndpoints.listSavedSearches, { signal });
  return response.data.savedSearches;
}

/** The signed-in user's saved searches; disabled (and empty) without a user. */
export function useAccountSavedSearches(userId: string | null) {
  return useQuery({
    queryKey: savedSearchesQueryKey(userId ?? ''),
    queryFn: ({ signal }) => getSavedSearches(signal),
    enabled: userId !== null,
  });
}
