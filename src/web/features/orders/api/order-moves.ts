import type {
  cancelOrderRequestSchema,
  Order,
  reportProblemRequestSchema,
  shipOrderRequestSchema,
} from '@shared/orders/order.schema';
import { ordersEndpoints } from '@shared/orders/orders.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api';
import { orderQueryKeyRoot, orderQueryKeys } from '../../../lib/orders/order-query-keys';

export type ShipOrderRequest = z.input<typeof shipOrderRequestSchema>;
export type CancelOrderRequest = z.input<typeof cancelOrderRequestSchema>;
export type ReportProblemRequest = z.input<typeof reportProblemRequestSchema>;

/**
 * Every move on an order (the transition table decides which the server accepts): each answers the
 * order as it is now, which replaces the cached one, and the lists refresh.
 */
export const orderMoves = {
  async pay(orderId: string) {
    const response = await apiClient.call(ordersEndpoints.payOrder, { params: { orderId } });
    return response.data;
  },
  async ship(orderId: string, body: ShipOrderRequest): Promise<Order> {
    const response = await apiClient.call(ordersEndpoints.shipOrder, { params: { orderId }, body });
    return response.data.order;
  },
  async handOver(orderId: string, code: string): Promise<Order> {
    const response = await apiClient.call(ordersEndpoints.handOverOrder, {
      params: { orderId },
      body: { code },
    });
    return response.data.order;
  },
  async complete(orderId: string): Promise<Order> {
    const response = await apiClient.call(ordersEndpoints.completeOrder, { params: { orderId } });
    return response.data.order;
  },
  async cancel(orderId: string, body: CancelOrderRequest): Promise<Order> {
    const response = await apiClient.call(ordersEndpoints.cancelOrder, { params: { orderId }, body });
    return response.data.order;
  },
  async reportProblem(orderId: string, body: ReportProblemRequest): Promise<Order> {
    const response = await apiClient.call(ordersEndpoints.reportOrderProblem, {
      params: { orderId },
      body,
    });
    return response.data.order;
  },
};

/** A move as a mutation: the answered order goes into the cache, the lists are refetched. */
export function useOrderMove<Input>(
  userId: string,
  orderId: string,
  move: (orderId: string, input: Input) => Promise<Order>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => move(orderId, input),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKeys.order(userId, orderId), order);
      void queryClient.invalidateQueries({ queryKey: [...orderQueryKeyRoot, userId, 'list'] });
    },
  });
}

/** "Pay again": a fresh hosted payment page for an unpaid online order. */
export function usePayOrder(orderId: string) {
  return useMutation({ mutationFn: () => orderMoves.pay(orderId) });
}
