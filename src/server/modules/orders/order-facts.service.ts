import type { OrderStatus } from '@shared/orders/order-states';
import type { Db } from '../../db/database';
import type { DbExecutor } from '../../db/transaction';
import { findOrderPartiesRow, sumCompletedSales } from './order-facts.repository';

/**
 * What other modules may know about orders, without reading the orders module's tables themselves:
 * reviews (who may review which order), trust badges (top seller), DAC7 (yearly sales).
 */
export interface OrderParties {
  id: string;
  buyerId: string;
  sellerId: string;
  status: OrderStatus;
  completedAt: Date | null;
  listingIds: string[];
}

export function findOrderParties(executor: Db | DbExecutor, orderId: string): Promise<OrderParties | null> {
  return findOrderPartiesRow(executor, orderId);
}

/** A seller's completed sales and revenue (items, without shipping) in a window. */
export function completedSalesBetween(
  executor: Db | DbExecutor,
  sellerId: string,
  from: Date,
  to: Date,
): Promise<{ sales: number; revenueCents: number }> {
  return sumCompletedSales(executor, sellerId, from, to);
}

/** DAC7 counts per calendar year (UTC). */
export function completedSalesInYear(executor: Db | DbExecutor, sellerId: string, year: number) {
  return completedSalesBetween(
    executor,
    sellerId,
    new Date(Date.UTC(year, 0, 1)),
    new Date(Date.UTC(year + 1, 0, 1)),
  );
}
