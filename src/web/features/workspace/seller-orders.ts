import type { Order } from '@shared/orders/order.schema';

/** What waits on the seller, from the actions the server offers on each order. */
export function sellerOrderCounts(orders: readonly Pick<Order, 'actions'>[]) {
  return {
    toShip: orders.filter((order) => order.actions.includes('ship')).length,
    toHandOver: orders.filter((order) => order.actions.includes('hand_over')).length,
  };
}
