import { identityEndpoints } from '@shared/identity/identity.endpoints';
import type { IdentityCheckStatus } from '@shared/identity/identity.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export const identityCheckQueryKey = ['identity', 'check'] as const;

export async function getIdentityCheck(signal?: AbortSignal): Promise<IdentityCheckStatus> {
  const response = await apiClient.call(identityEndpoints.getMyIdentityCheck, { signal });
  return response.data;
}

export function useIdentityCheck(options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: identityCheckQueryKey,
    queryFn: ({ signal }) => getIdentityCheck(signal),
    enabled: options.isEnabled ?? true,
    // A moderator may decide at any time: never trust an old answer for long.
    staleTime: 0,
  });
}
