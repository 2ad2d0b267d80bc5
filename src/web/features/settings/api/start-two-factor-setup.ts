import { twoFactorEndpoints } from '@shared/auth/two-factor.endpoints';
import type { twoFactorSetupResponseSchema } from '@shared/auth/two-factor.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api';

export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>['data'];

/** Creates a new pending secret; it only takes effect once a code from it is verified. */
export async function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  const response = await apiClient.call(twoFactorEndpoints.startTwoFactorSetup, { body: {} });
  return response.data;
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
