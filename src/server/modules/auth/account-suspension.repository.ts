import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

type Executor = Db | DbExecutor;

export async function findSuspension(executor: Executor, userId: string) {
  const [row] = await executor
    .select({ suspendedAt: users.suspendedAt, suspendedUntil: users.suspendedUntil })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function setSuspension(
  executor: DbExecutor,
  userId: string,
  values: { suspendedAt: Date | null; suspendedUntil: Date | null },
): Promise<void> {
  await executor
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Suspensions whose end has passed and are still recorded as running. */
export async function findEndedSuspensions(executor: Executor, now: Date): Promise<string[]> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.suspendedAt), lte(users.suspendedUntil, now)));
  return rows.map((row) => row.id);
}
