import type { OfferResponse, RespondToOfferRequest } from '@shared/chat/offer.schema';
import { offersEndpoints } from '@shared/chat/offers.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { invalidateOfferThread } from './invalidate-offer-thread';

/** `POST /api/chat/offers/:offerId/respond`: accept, decline or counter the other side's open offer. */
export async function respondToOffer(
  offerId: string,
  answer: RespondToOfferRequest,
): Promise<OfferResponse['data']> {
  const response = await apiClient.call(offersEndpoints.respondToOffer, {
    params: { offerId },
    body: answer,
  });
  return response.data;
}

export function useRespondToOffer(offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: RespondToOfferRequest) => respondToOffer(offerId, answer),
    onSettled: () => invalidateOfferThread(queryClient),
  });
}
