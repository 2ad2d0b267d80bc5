import { accountDeletionEndpoints } from '@shared/privacy/account-deletion.endpoints';
import type { Consents } from '@shared/privacy/account-deletion.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { communicationConsentQueryKey } from '../../../lib/chat-consent/api/get-communication-consent';
import { consentsQueryKey } from './get-consents';

/** `POST /api/consents/communication`: give or withdraw; the server keeps a record of either. */
export async function decideCommunicationConsent(decision: 'granted' | 'withdrawn'): Promise<Consents> {
  const response = await apiClient.call(accountDeletionEndpoints.decideCommunicationConsent, {
    body: { decision },
  });
  return response.data;
}

export function useDecideCommunicationConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCommunicationConsent,
    onSuccess: (consents) => {
      queryClient.setQueryData(consentsQueryKey, consents);
      // The chat asks again after a withdrawal: its cached "granted" must not outlive it.
      queryClient.setQueryData(communicationConsentQueryKey, {
        isGranted: consents.communication.isGranted,
        grantedAt: consents.communication.isGranted ? consents.communication.decidedAt : null,
      });
    },
  });
}
