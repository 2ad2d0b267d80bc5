import { authorizationEndpoints } from '@shared/authorization/authorization.endpoints';
import type { ManagedUser } from '@shared/authorization/authorization.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

/** Every cached search result list starts with this key, so role changes can update them all. */
export const userSearchQueryKeyRoot = ['authorization', 'users'] as const;
export const userSearchQueryKey = (query: string) => [...userSearchQueryKeyRoot, query] as const;

export async function searchUsers(query: string, signal?: AbortSignal): Promise<ManagedUser[]> {
  const response = await apiClient.call(authorizationEndpoints.findUsers, { query: { q: query }, signal });
  return response.data.users;
}

/** Keeps the previous results on screen while the next query loads, so rows do not jump. */
export function useUserSearch(query: string, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: userSearchQueryKey(trimmed),
    queryFn: ({ signal }) => searchUsers(trimmed, signal),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
