import { accountDeletionEndpoints } from '@shared/privacy/account-deletion.endpoints';
import type { DeleteAccountRequest, DeleteAccountResult } from '@shared/privacy/account-deletion.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { deletionPreflightQueryKey } from './get-deletion-preflight';

/** `POST /api/account/deletion`: erases the account after re-authentication (ADR 070). */
export async function deleteAccount(body: DeleteAccountRequest): Promise<DeleteAccountResult> {
  const response = await apiClient.call(accountDeletionEndpoints.deleteAccount, { body });
  return response.data;
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    // A refusal for open orders means the shown list was out of date.
    onError: () => void queryClient.invalidateQueries({ queryKey: deletionPreflightQueryKey }),
  });
}
