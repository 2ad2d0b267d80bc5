import type { FeedbackTicketsQuery } from '@shared/support/feedback.schema';
import type { FeedbackTicketStatus } from '@shared/support/feedback-constants';
import { supportEndpoints } from '@shared/support/support.endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient, currentSession } from '../../../../lib/api';
import { apiErrorFromBody, networkFailureError } from '../../../../lib/api-client/api-error';
import { endpointUrl } from '../../../../lib/api-client/request-url';

/** Every cached list and ticket starts with this key, so a status change refreshes them all. */
const feedbackTicketsKeyRoot = ['admin', 'feedback-tickets'] as const;

export function useFeedbackTickets(query: FeedbackTicketsQuery) {
  return useQuery({
    queryKey: [...feedbackTicketsKeyRoot, 'list', query],
    queryFn: async ({ signal }) =>
      (await apiClient.call(supportEndpoints.listFeedbackTickets, { query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackTicket(ticketId: string | null) {
  return useQuery({
    queryKey: [...feedbackTicketsKeyRoot, 'ticket', ticketId],
    queryFn: async ({ signal }) =>
      (
        await apiClient.call(supportEndpoints.getFeedbackTicket, {
          params: { ticketId: ticketId ?? '' },
          signal,
        })
      ).data.ticket,
    enabled: ticketId !== null,
  });
}

export function useChangeFeedbackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { ticketId: string; status: FeedbackTicketStatus }) =>
      (
        await apiClient.call(supportEndpoints.updateFeedbackTicket, {
          params: { ticketId: input.ticketId },
          body: { status: input.status },
        })
      ).data.ticket,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: feedbackTicketsKeyRoot }),
  });
}

/**
 * The private screenshot (staff only, bearer token) as an object URL an <img> can show: the
 * route needs the token, which an image request would not send. Revoked when the ticket changes.
 */
async function fetchScreenshot(ticketId: string, signal: AbortSignal): Promise<string> {
  const url = endpointUrl(supportEndpoints.getFeedbackScreenshot, { params: { ticketId } });
  const load = async () => {
    const token = await currentSession.getAccessToken();
    try {
      return await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
    } catch (error) {
      if (signal.aborted) throw error;
      throw networkFailureError(error);
    }
  };
  let response = await load();
  if (response.status === 401 && (await currentSession.refresh())) response = await load();
  if (!response.ok) throw apiErrorFromBody(response.status, undefined);
  return URL.createObjectURL(await response.blob());
}

export function useFeedbackScreenshot(ticketId: string, hasScreenshot: boolean) {
  const query = useQuery({
    queryKey: [...feedbackTicketsKeyRoot, 'screenshot', ticketId],
    queryFn: ({ signal }) => fetchScreenshot(ticketId, signal),
    enabled: hasScreenshot,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const objectUrl = query.data;
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return query;
}
