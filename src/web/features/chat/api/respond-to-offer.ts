import type { offerAnswers } from '@shared/analytics/analytics-events.catalogue';
import type { OfferResponse, RespondToOfferRequest } from '@shared/chat/offer.schema';
import { offersEndpoints } from '@shared/chat/offers.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '../../../lib/analytics/analytics-client';
import { apiClient } from '../../../lib/api';
import { invalidateOfferThread } from './invalidate-offer-thread';

const answerOf = {
  accept: 'accepted',
  decline: 'declined',
  counter: 'countered',
} as const satisfies Record<RespondToOfferRequest['action'], (typeof offerAnswers)[number]>;

/**
 * `POST /api/chat/offers/:offerId/respond`: accept, decline or counter the other side's open offer
 * (the seller a buyer's offer, the buyer a counter-offer). Sent as `offer_answered` once it is done.
 */
export async function respondToOffer(
  offerId: string,
  answer: RespondToOfferRequest,
): Promise<OfferResponse['data']> {
  const response = await apiClient.call(offersEndpoints.respondToOffer, {
    params: { offerId },
    body: answer,
  });
  track('offer_answered', { listingId: response.data.offer.listingId, answer: answerOf[answer.action] });
  return response.data;
}

export function useRespondToOffer(offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: RespondToOfferRequest) => respondToOffer(offerId, answer),
    onSettled: () => invalidateOfferThread(queryClient),
  });
}
