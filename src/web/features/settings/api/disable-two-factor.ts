import { twoFactorEndpoints } from '@shared/auth/two-factor.endpoints';
import type { twoFactorDisableRequestSchema } from '@shared/auth/two-factor.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api';
import { twoFactorStatusQueryKey } from './get-two-factor-status';

export type DisableTwoFactorRequest = z.input<typeof twoFactorDisableRequestSchema>;

/** Needs proof of presence: a current code, a recovery code or the password. */
export async function disableTwoFactor(request: DisableTwoFactorRequest): Promise<void> {
  await apiClient.call(twoFactorEndpoints.disableTwoFactor, { body: request });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey }),
  });
}
