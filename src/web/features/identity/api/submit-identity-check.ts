import { identityEndpoints } from '@shared/identity/identity.endpoints';
import type { IdentityCheckStatus, IdentitySubmission } from '@shared/identity/identity.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { identityCheckQueryKey } from './get-identity-check';

export async function submitIdentityCheck(body: IdentitySubmission): Promise<IdentityCheckStatus> {
  const response = await apiClient.call(identityEndpoints.submitIdentityCheck, { body });
  return response.data;
}

export function useSubmitIdentityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitIdentityCheck,
    onSuccess: (status) => queryClient.setQueryData(identityCheckQueryKey, status),
    // A refusal (pending, cooldown) means the shown status is out of date.
    onError: () => void queryClient.invalidateQueries({ queryKey: identityCheckQueryKey }),
  });
}
