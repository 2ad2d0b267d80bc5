import { authEndpoints } from '@shared/auth/auth.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export async function getAuthProviders(): Promise<{ google: boolean }> {
  const response = await apiClient.call(authEndpoints.listProviders);
  return response.data;
}

/** Which social sign-ins this server offers; a failure simply offers none. */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: getAuthProviders,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
