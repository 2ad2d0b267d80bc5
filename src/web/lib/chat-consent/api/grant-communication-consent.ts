import { chatEndpoints } from '@shared/chat/chat.endpoints';
import type { CommunicationConsent } from '@shared/chat/chat.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api';
import { communicationConsentQueryKey } from './get-communication-consent';

/** `POST /api/chat/consent`: the server records the consent with its timestamp. */
export async function grantCommunicationConsent(): Promise<CommunicationConsent> {
  const response = await apiClient.call(chatEndpoints.grantCommunicationConsent, {
    body: { accepted: true },
  });
  return response.data;
}

export function useGrantCommunicationConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantCommunicationConsent,
    onSuccess: (consent) => queryClient.setQueryData(communicationConsentQueryKey, consent),
  });
}
