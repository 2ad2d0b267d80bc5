import { twoFactorEndpoints } from '@shared/auth/two-factor.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { twoFactorStatusQueryKey } from './get-two-factor-status';

/** Turns two-factor on with a code from the pending secret; answers the ten recovery codes. */
export async function verifyTwoFactor(otp: string): Promise<string[]> {
  const response = await apiClient.call(twoFactorEndpoints.verifyTwoFactor, { body: { otp } });
  return response.data.recoveryCodes;
}

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey }),
  });
}
