import { chatEndpoints } from '@shared/chat/chat.endpoints';
import type { CommunicationConsent } from '@shared/chat/chat.schema';
import { type Query, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api';

export const communicationConsentQueryKey = ['chat', 'consent'] as const;

/**
 * A consent once given is never taken back from the web, so that answer stays good; a missing one
 * is asked again each time, since the chat page may have recorded it meanwhile.
 */
export const consentStaleTime = (query: Query<CommunicationConsent>) =>
  query.state.data?.isGranted ? Number.POSITIVE_INFINITY : 0;

/** `GET /api/chat/consent`: whether the user agreed to talk with other users, and when (spec §3). */
export async function getCommunicationConsent(signal?: AbortSignal): Promise<CommunicationConsent> {
  const response = await apiClient.call(chatEndpoints.getCommunicationConsent, { signal });
  return response.data;
}

export function useCommunicationConsent(options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: communicationConsentQueryKey,
    queryFn: ({ signal }) => getCommunicationConsent(signal),
    enabled: options.isEnabled ?? true,
    staleTime: consentStaleTime,
  });
}
