import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { traderProfiles } from '../../db/schema/traders.schema';
import type { DbExecutor } from '../../db/transaction';

export type TraderProfileRow = typeof traderProfiles.$inferSelect;
export type TraderProfileWrite = Omit<typeof traderProfiles.$inferInsert, 'userId' | 'updatedAt'>;

/** One primary-key lookup: cheap enough for every listing page and seller page. */
export async function findTraderProfile(
  executor: Db | DbExecutor,
  userId: string,
): Promise<TraderProfileRow | undefined> {
  const [row] = await executor.select().from(traderProfiles).where(eq(traderProfiles.userId, userId));
  return row;
}

/** Creates the user's row or changes the given columns; the others keep their stored values. */
export async function upsertTraderProfile(
  executor: Db | DbExecutor,
  userId: string,
  changes: TraderProfileWrite,
  now: Date,
): Promise<TraderProfileRow> {
  const [row] = await executor
    .insert(traderProfiles)
    .values({ userId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: traderProfiles.userId, set: { ...changes, updatedAt: now } })
    .returning();
  if (!row) throw new Error('trader profile upsert returned no row');
  return row;
}
