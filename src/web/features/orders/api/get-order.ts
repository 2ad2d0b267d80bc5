import type { Order } from '@shared/orders/order.schema';
import { ordersEndpoints } from '@shared/orders/orders.endpoints';
import { type Query, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { orderQueryKeys } from '../../../lib/orders/order-query-keys';

/** `GET /api/orders/:orderId`: the order from the caller's side (buyer or seller). */
export async function getOrder(orderId: string): Promise<Order> {
  const response = await apiClient.call(ordersEndpoints.getOrder, { params: { orderId } });
  return response.data.order;
}

type OrderQuery = Query<Order, Error, Order, ReturnType<typeof orderQueryKeys.order>>;

export function useOrder(
  userId: string,
  orderId: string,
  options: { refetchInterval?: (query: OrderQuery) => number | false } = {},
) {
  return useQuery({
    queryKey: orderQueryKeys.order(userId, orderId),
    queryFn: () => getOrder(orderId),
    enabled: userId !== '' && orderId !== '',
    refetchInterval: options.refetchInterval ?? false,
  });
}
