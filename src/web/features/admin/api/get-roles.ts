import { authorizationEndpoints } from '@shared/authorization/authorization.endpoints';
import type { Role } from '@shared/authorization/authorization.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export async function getRoles(signal?: AbortSignal): Promise<Role[]> {
  const response = await apiClient.call(authorizationEndpoints.listRoles, { signal });
  return response.data.roles;
}

/** The role catalogue changes with deployments only. */
export function useRoles({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['authorization', 'roles'],
    queryFn: ({ signal }) => getRoles(signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: isEnabled,
  });
}
