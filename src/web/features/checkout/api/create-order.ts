import type { CreateOrderRequest } from '@shared/orders/order.schema';
import { ordersEndpoints } from '@shared/orders/orders.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '../../../lib/analytics/analytics-client';
import { apiClient } from '../../../lib/api';
import { orderQueryKeyRoot } from '../../../lib/orders/order-query-keys';

/** `POST /api/orders`: confirm the checkout. The same clientRequestId always answers the same order. */
export async function createOrder(request: CreateOrderRequest) {
  const response = await apiClient.call(ordersEndpoints.createOrder, { body: request });
  track('order_placed', { orderCount: 1 });
  return response.data;
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQueryKeyRoot }),
  });
}
