import { desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { reviewRequests } from '../../db/schema/trust.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

/**
 * Serialises review requests for one order until the transaction ends, so two clicks at once
 * cannot both pass the cooldown check (an advisory lock: the orders row belongs to another module).
 */
export async function lockOrderReviewRequests(executor: DbExecutor, orderId: string): Promise<void> {
  await executor.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`review-request:${orderId}`}))`);
}

export async function findLatestReviewRequest(executor: DbExecutor, orderId: string) {
  const [row] = await executor
    .select({ requestedAt: reviewRequests.requestedAt })
    .from(reviewRequests)
    .where(eq(reviewRequests.orderId, orderId))
    .orderBy(desc(reviewRequests.requestedAt))
    .limit(1);
  return row;
}

export async function insertReviewRequest(
  executor: DbExecutor,
  values: { orderId: string; sellerId: string; buyerId: string; requestedAt: Date },
) {
  const [row] = await executor
    .insert(reviewRequests)
    .values(values)
    .returning({ id: reviewRequests.id, requestedAt: reviewRequests.requestedAt });
  if (!row) throw new Error('review request was not inserted');
  return row;
}

/** What the request email needs: the request and its buyer's address and language. */
export async function findReviewRequestMailRow(db: Db, requestId: string) {
  const [row] = await db
    .select({
      orderId: reviewRequests.orderId,
      sellerId: reviewRequests.sellerId,
      buyerEmail: users.email,
      buyerEmailVerifiedAt: users.emailVerifiedAt,
      buyerPreferences: users.preferences,
    })
    .from(reviewRequests)
    .innerJoin(users, eq(users.id, reviewRequests.buyerId))
    .where(eq(reviewRequests.id, requestId));
  return row;
}

/** The latest request per order, for the orders given (issue 19: which reviews can be requested now). */
export async function findLatestReviewRequests(executor: Db | DbExecutor, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, Date>();
  const rows = await executor
    .select({ orderId: reviewRequests.orderId, requestedAt: max(reviewRequests.requestedAt) })
    .from(reviewRequests)
    .where(inArray(reviewRequests.orderId, orderIds))
    .groupBy(reviewRequests.orderId);
  return new Map(rows.flatMap((row) => (row.requestedAt ? [[row.orderId, new Date(row.requestedAt)]] : [])));
}
