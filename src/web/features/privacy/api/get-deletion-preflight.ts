import { accountDeletionEndpoints } from '@shared/privacy/account-deletion.endpoints';
import type { DeletionPreflight } from '@shared/privacy/account-deletion.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export const deletionPreflightQueryKey = ['privacy', 'deletion-preflight'] as const;

/** `GET /api/account/deletion/preflight`: what must finish before the account can go. */
export async function getDeletionPreflight(signal?: AbortSignal): Promise<DeletionPreflight> {
  const response = await apiClient.call(accountDeletionEndpoints.getDeletionPreflight, { signal });
  return response.data;
}

export function useDeletionPreflight() {
  return useQuery({
    queryKey: deletionPreflightQueryKey,
    queryFn: ({ signal }) => getDeletionPreflight(signal),
    // Orders move on elsewhere: ask again each time the card is shown.
    staleTime: 0,
  });
}
