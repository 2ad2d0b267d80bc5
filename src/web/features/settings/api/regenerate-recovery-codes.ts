import { twoFactorEndpoints } from '@shared/auth/two-factor.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { twoFactorStatusQueryKey } from './get-two-factor-status';

/** Replaces all recovery codes; the old ones stop working at once. */
export async function regenerateRecoveryCodes(otp: string): Promise<string[]> {
  const response = await apiClient.call(twoFactorEndpoints.regenerateRecoveryCodes, { body: { otp } });
  return response.data.recoveryCodes;
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey }),
  });
}
