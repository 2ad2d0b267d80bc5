import type { ordersEndpoints } from '@shared/orders/orders.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import { type GroupHandlers, withStatus } from '../../core/endpoint-handlers';
import { getCheckoutQuote } from './checkout.service';
import { recordCheckoutHandoff } from './checkout-handoffs.service';
import { createOrder } from './order-create.service';
import {
  cancelOrder,
  completeOrder,
  getOrder,
  handOverOrder,
  listOrders,
  payOrder,
  presentOrders,
  reportOrderProblem,
  shipOrder,
} from './order-moves.service';

const orderData = (order: Awaited<ReturnType<typeof getOrder>>) => ({ data: { order } });

/** Checkout and orders (issue 17, ADR 057): thin handlers over the orders services. */
export function ordersHandlers(deps: AppDependencies): GroupHandlers<typeof ordersEndpoints> {
  return {
    getCheckoutQuote: async ({ auth, query }) => ({
      data: await getCheckoutQuote(deps, auth.userId, query.listingIds),
    }),
    recordCheckoutHandoff: async ({ body }) => {
      await recordCheckoutHandoff(deps.database.db, body);
      return withStatus(204, null);
    },
    createOrder: async ({ auth, body, request }) => {
      const created = await createOrder(deps, auth.userId, body, request.log);
      const [order] = await presentOrders(deps, auth.userId, [created.order]);
      const payload = { data: { order: order as NonNullable<typeof order>, paymentUrl: created.paymentUrl } };
      return withStatus(created.isRetry ? 200 : 201, payload);
    },
    listOrders: async ({ auth, query }) => ({ data: await listOrders(deps, auth.userId, query) }),
    getOrder: async ({ auth, params }) => orderData(await getOrder(deps, auth.userId, params.orderId)),
    payOrder: async ({ auth, params }) => ({ data: await payOrder(deps, auth.userId, params.orderId) }),
    shipOrder: async ({ auth, params, body, request }) =>
      orderData(await shipOrder(deps, auth.userId, params.orderId, body, request.log)),
    handOverOrder: async ({ auth, params, body, request }) =>
      orderData(await handOverOrder(deps, auth.userId, params.orderId, body.code, request.log)),
    completeOrder: async ({ auth, params, request }) =>
      orderData(await completeOrder(deps, auth.userId, params.orderId, request.log)),
    cancelOrder: async ({ auth, params, body, request }) =>
      orderData(await cancelOrder(deps, auth.userId, params.orderId, body, request.log)),
    reportOrderProblem: async ({ auth, params, body, request }) =>
      orderData(await reportOrderProblem(deps, auth.userId, params.orderId, body, request.log)),
  };
}
