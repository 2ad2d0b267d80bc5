import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { reviews } from '../../db/schema/listings.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

/**
 * Issue 18 (ADR 065): a reported review. Reviews have no hidden state, so a moderator's restrict
 * or remove takes the review out (its row is kept in the decision's previous state) and an upheld
 * objection puts the same row back, with its id, date and vote counts.
 */
type Executor = Db | DbExecutor;
export type ReviewRestorePoint = Record<string, unknown>;

export async function findReviewForModeration(db: Executor, reviewId: string) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  if (!row) return null;
  const names = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(eq(users.id, row.reviewerId ?? row.sellerId));
  return { ...row, reviewerName: row.reviewerId ? (names[0]?.name ?? null) : null };
}

/** Takes the review down; returns the row to restore it exactly. */
export async function takeDownReview(
  executor: DbExecutor,
  reviewId: string,
): Promise<ReviewRestorePoint | null> {
  const [row] = await executor.delete(reviews).where(eq(reviews.id, reviewId)).returning();
  if (!row) return null;
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function restoreReview(executor: DbExecutor, point: ReviewRestorePoint): Promise<void> {
  const row = point as unknown as typeof reviews.$inferInsert & { createdAt: string };
  await executor
    .insert(reviews)
    .values({ ...row, createdAt: new Date(row.createdAt) })
    .onConflictDoNothing();
}
