import { authProvidersResponseSchema } from '@shared/auth/oauth.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export async function getAuthProviders(): Promise<{ google: boolean }> {
  const response = await apiClient.get('/auth/providers', {
    schema: authProvidersResponseSchema,
    auth: false,
  });
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
