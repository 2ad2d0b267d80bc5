import type { ordersEndpoints } from '@shared/orders/orders.endpoints';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';

/** Placeholder while the orders module is built (issue 17): every call answers 501. */
export function ordersHandlers(_deps: AppDependencies): GroupHandlers<typeof ordersEndpoints> {
  const notYet = async (): Promise<never> => {
    throw new AppError('NOT_CONFIGURED', 'Orders are being built');
  };
  return {
    getCheckoutQuote: notYet,
    recordCheckoutHandoff: notYet,
    createOrder: notYet,
    listOrders: notYet,
    getOrder: notYet,
    payOrder: notYet,
    shipOrder: notYet,
    handOverOrder: notYet,
    completeOrder: notYet,
    cancelOrder: notYet,
    reportOrderProblem: notYet,
  };
}
