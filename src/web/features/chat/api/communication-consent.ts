import { chatEndpoints } from '@shared/chat/chat.endpoints';
import type { CommunicationConsent } from '@shared/chat/chat.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { chatQueryKeys } from './chat-query-keys';

export async function getCommunicationConsent(): Promise<CommunicationConsent> {
  const response = await apiClient.call(chatEndpoints.getCommunicationConsent);
  return response.data;
}

/** Spec §3 communication consent: recorded once, with its timestamp, before the first message. */
export async function grantCommunicationConsent(): Promise<CommunicationConsent> {
  const response = await apiClient.call(chatEndpoints.grantCommunicationConsent, {
    body: { accepted: true },
  });
  return response.data;
}

export function useCommunicationConsent(userId: string) {
  return useQuery({
    queryKey: chatQueryKeys.consent(userId),
    queryFn: getCommunicationConsent,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
