import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { reviews } from '../../db/schema/listings.schema';
import type { DbExecutor } from '../../db/transaction';

export async function selectReviewedOrderIds(executor: Db | DbExecutor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  const rows = await executor
    .select({ orderId: reviews.orderId })
    .from(reviews)
    .where(inArray(reviews.orderId, [...orderIds]));
  return rows.flatMap((row) => (row.orderId ? [row.orderId] : []));
}
