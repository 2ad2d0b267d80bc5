import type { MakeOfferRequest, OfferResponse } from '@shared/chat/offer.schema';
import { offersEndpoints } from '@shared/chat/offers.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '../../../lib/analytics/analytics-client';
import { apiClient } from '../../../lib/api';

/**
 * `POST /api/chat/offers`: the offer opens the buyer's thread when there is none. The client id
 * makes a retry of the same submit return the same offer instead of a second one.
 */
export async function makeOffer(request: MakeOfferRequest): Promise<OfferResponse['data']> {
  const response = await apiClient.call(offersEndpoints.makeOffer, { body: request });
  track('offer_sent', { listingId: request.listingId, amountCents: Math.round(request.amount * 100) });
  return response.data;
}

export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeOffer,
    // The thread list and the chat page show the offer; let them load it afresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['chat'] }),
  });
}
