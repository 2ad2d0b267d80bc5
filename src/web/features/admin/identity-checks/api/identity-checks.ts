import { identityEndpoints } from '@shared/identity/identity.endpoints';
import type { IdentityQueueQuery } from '@shared/identity/identity.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api';

/** Every cached queue page starts with this key, so a decision refreshes them all. */
export const identityChecksQueryKeyRoot = ['admin', 'identity-checks'] as const;

export async function getIdentityChecks(query: IdentityQueueQuery, signal?: AbortSignal) {
  const response = await apiClient.call(identityEndpoints.listIdentityChecks, { query, signal });
  return response.data;
}

export function useIdentityChecks(query: IdentityQueueQuery) {
  return useQuery({
    queryKey: [...identityChecksQueryKeyRoot, query],
    queryFn: ({ signal }) => getIdentityChecks(query, signal),
    placeholderData: keepPreviousData,
  });
}

export type IdentityDecisionInput =
  | { checkId: string; action: 'approve' }
  | { checkId: string; action: 'reject'; reason: string };

export function useDecideIdentityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: IdentityDecisionInput) => {
      const params = { checkId: input.checkId };
      const response =
        input.action === 'approve'
          ? await apiClient.call(identityEndpoints.approveIdentityCheck, { params })
          : await apiClient.call(identityEndpoints.rejectIdentityCheck, {
              params,
              body: { reason: input.reason },
            });
      return response.data.check;
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: identityChecksQueryKeyRoot }),
  });
}
