import { twoFactorEndpoints } from '@shared/auth/two-factor.endpoints';
import type { twoFactorStatusResponseSchema } from '@shared/auth/two-factor.schema';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api';

export type TwoFactorStatus = z.infer<typeof twoFactorStatusResponseSchema>['data'];

export const twoFactorStatusQueryKey = ['two-factor', 'status'] as const;

export async function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  const response = await apiClient.call(twoFactorEndpoints.getTwoFactorStatus, { signal });
  return response.data;
}

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorStatusQueryKey,
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
    // Security state must not be shown stale after a change made in another tab.
    staleTime: 0,
  });
}
