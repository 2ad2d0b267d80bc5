import type { OrderStatus } from '@shared/orders/order-states';

/** Query keys of orders and checkout, per signed-in user so a second account never sees the first's cache. */
export const orderQueryKeyRoot = ['orders'] as const;

export const orderQueryKeys = {
  all: (userId: string) => [...orderQueryKeyRoot, userId] as const,
  list: (userId: string, role: 'buyer' | 'seller', status: OrderStatus | undefined, page: number) =>
    [...orderQueryKeyRoot, userId, 'list', role, status ?? 'all', page] as const,
  order: (userId: string, orderId: string) => [...orderQueryKeyRoot, userId, 'order', orderId] as const,
  quote: (userId: string, listingIds: readonly string[]) =>
    [...orderQueryKeyRoot, userId, 'quote', listingIds.join(',')] as const,
};
