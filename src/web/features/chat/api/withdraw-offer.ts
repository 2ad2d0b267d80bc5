import type { OfferResponse } from '@shared/chat/offer.schema';
import { offersEndpoints } from '@shared/chat/offers.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { invalidateOfferThread } from './invalidate-offer-thread';

/** `POST /api/chat/offers/:offerId/withdraw`: the proposer takes back an open offer. */
export async function withdrawOffer(offerId: string): Promise<OfferResponse['data']> {
  const response = await apiClient.call(offersEndpoints.withdrawOffer, { params: { offerId } });
  return response.data;
}

export function useWithdrawOffer(offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawOffer(offerId),
    onSettled: () => invalidateOfferThread(queryClient),
  });
}
