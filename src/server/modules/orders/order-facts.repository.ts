import { and, count, eq, gte, lt, sum } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderItems, orders } from '../../db/schema/orders.schema';
import type { DbExecutor } from '../../db/transaction';

export async function findOrderPartiesRow(executor: Db | DbExecutor, orderId: string) {
  const [row] = await executor
    .select({
      id: orders.id,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      status: orders.status,
      completedAt: orders.completedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const items = await executor
    .select({ listingId: orderItems.listingId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return { ...row, listingIds: items.map((item) => item.listingId) };
}

/** Completed orders of a seller in [from, to): how many, and what the items brought in. */
export async function sumCompletedSales(executor: Db | DbExecutor, sellerId: string, from: Date, to: Date) {
  const [row] = await executor
    .select({ sales: count(), revenueCents: sum(orders.itemsCents) })
    .from(orders)
    .where(
      and(
        eq(orders.sellerId, sellerId),
        eq(orders.status, 'completed'),
        gte(orders.completedAt, from),
        lt(orders.completedAt, to),
      ),
    );
  return { sales: row?.sales ?? 0, revenueCents: Number(row?.revenueCents ?? 0) };
}
