import type { CheckoutQuote } from '@shared/orders/order.schema';
import { ordersEndpoints } from '@shared/orders/orders.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { orderQueryKeys } from '../../../lib/orders/order-query-keys';

/** `GET /api/checkout/quote`: the items at their price, the fulfilments and payment methods on offer. */
export async function getCheckoutQuote(listingIds: readonly string[]): Promise<CheckoutQuote> {
  const response = await apiClient.call(ordersEndpoints.getCheckoutQuote, {
    query: { listingIds: listingIds.join(',') },
  });
  return response.data;
}

export function useCheckoutQuote(userId: string, listingIds: readonly string[], isEnabled: boolean) {
  return useQuery({
    queryKey: orderQueryKeys.quote(userId, listingIds),
    queryFn: () => getCheckoutQuote(listingIds),
    enabled: isEnabled && listingIds.length > 0,
    // A refusal (own listing, sold) is an answer, not a hiccup: show it at once.
    retry: false,
  });
}
