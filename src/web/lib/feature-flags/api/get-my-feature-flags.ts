import type { FeatureFlag } from '@shared/feature-flags/feature-flag.schema';
import { featureFlagsEndpoints } from '@shared/feature-flags/feature-flags.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api';
import { useSession } from '../../session/use-session';
import { defaultFeatureFlags, type FeatureFlagMap, resolveFeatureFlags } from '../feature-flags';

export async function getMyFeatureFlags(signal?: AbortSignal): Promise<FeatureFlag[]> {
  const response = await apiClient.call(featureFlagsEndpoints.getMyFeatureFlags, { signal });
  return response.data.featureFlags;
}

export const featureFlagsQueryKey = (userId: string | null) => ['feature-flags', 'me', userId] as const;

/**
 * The current user's feature flags as on/off per key. Guests never ask the server: every flag is
 * off for them, and so it is while loading or when the request fails.
 */
export function useFeatureFlags(): { flags: FeatureFlagMap; isLoading: boolean } {
  const { status, user } = useSession();
  const isAuthenticated = status === 'authenticated' && user !== null;
  const query = useQuery({
    queryKey: featureFlagsQueryKey(user?.id ?? null),
    queryFn: ({ signal }) => getMyFeatureFlags(signal),
    enabled: isAuthenticated,
    select: resolveFeatureFlags,
    staleTime: 5 * 60_000,
  });
  return {
    flags: isAuthenticated && query.data ? query.data : defaultFeatureFlags,
    isLoading: isAuthenticated && query.isPending,
  };
}
