import type { TourStatus } from '@shared/tour/tour-constants';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tourStates } from '../../db/schema/platform.schema';
import type { DbExecutor } from '../../db/transaction';

export type TourStateRow = typeof tourStates.$inferSelect;

export async function findTourState(
  executor: Db | DbExecutor,
  userId: string,
): Promise<TourStateRow | undefined> {
  const [row] = await executor.select().from(tourStates).where(eq(tourStates.userId, userId));
  return row;
}

/** The user's row, created idle if missing, locked until the transaction ends (two tabs, one answer). */
export async function lockTourState(executor: DbExecutor, userId: string): Promise<TourStateRow> {
  await executor.insert(tourStates).values({ userId }).onConflictDoNothing();
  const [row] = await executor.select().from(tourStates).where(eq(tourStates.userId, userId)).for('update');
  if (!row) throw new Error('tour state was not created');
  return row;
}

export interface TourStateChange {
  status: TourStatus;
  stepIndex: number;
  startedAt?: Date;
  completedAt?: Date;
  skippedAt?: Date;
  dismissedAt?: Date;
  updatedAt: Date;
}

export async function updateTourState(
  executor: DbExecutor,
  userId: string,
  change: TourStateChange,
): Promise<TourStateRow> {
  const [row] = await executor
    .update(tourStates)
    .set(change)
    .where(eq(tourStates.userId, userId))
    .returning();
  if (!row) throw new Error('tour state was not updated');
  return row;
}
