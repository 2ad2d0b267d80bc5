import type { OrderStatus } from '@shared/orders/order-states';
import { ordersEndpoints } from '@shared/orders/orders.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api';
import { orderQueryKeys } from '../order-query-keys';

export interface OrderListFilter {
  role: 'buyer' | 'seller';
  status?: OrderStatus | undefined;
  page: number;
  pageSize?: number;
}

/** `GET /api/orders`: the caller's orders as buyer or as seller, newest first, one page. */
export async function listOrders({ role, status, page, pageSize = 20 }: OrderListFilter) {
  const response = await apiClient.call(ordersEndpoints.listOrders, {
    query: { role, page, pageSize, ...(status ? { status } : {}) },
  });
  return response.data;
}

export function useOrders(userId: string, filter: OrderListFilter) {
  return useQuery({
    queryKey: [
      ...orderQueryKeys.list(userId, filter.role, filter.status, filter.page),
      filter.pageSize ?? 20,
    ],
    queryFn: () => listOrders(filter),
    placeholderData: keepPreviousData,
  });
}
