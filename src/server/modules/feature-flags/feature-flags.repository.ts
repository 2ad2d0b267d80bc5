import { featureFlagKeys } from '@shared/feature-flags/feature-flag.schema';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { featureFlagAssignments } from '../../db/schema/auth.schema';
import { users } from '../../db/schema/users.schema';
import { type DbExecutor, runInTransaction } from '../../db/transaction';

const assignmentColumns = {
  id: featureFlagAssignments.id,
  key: featureFlagAssignments.key,
  enabled: featureFlagAssignments.enabled,
  stage: featureFlagAssignments.stage,
  userId: featureFlagAssignments.userId,
  cohort: featureFlagAssignments.cohort,
  metadata: featureFlagAssignments.metadata,
  assignedBy: featureFlagAssignments.assignedBy,
  assignedAt: featureFlagAssignments.assignedAt,
};

export type AssignmentRow = Awaited<ReturnType<typeof findAllAssignments>>[number];

/** Rows for keys this version no longer knows are left alone and never answered. */
const isKnownKey = inArray(featureFlagAssignments.key, [...featureFlagKeys]);

/** The user's own assignments, their rollout cohort's, and the global ones. */
export function findAssignmentsApplyingTo(db: Db, userId: string) {
  const userCohort = sql`(SELECT ${users.rolloutCohort} FROM ${users} WHERE ${users.id} = ${userId})`;
  return db
    .select(assignmentColumns)
    .from(featureFlagAssignments)
    .where(
      and(
        isKnownKey,
        sql`(${featureFlagAssignments.userId} = ${userId}
          OR (${featureFlagAssignments.userId} IS NULL AND ${featureFlagAssignments.cohort} = ${userCohort})
          OR (${featureFlagAssignments.userId} IS NULL AND ${featureFlagAssignments.cohort} IS NULL))`,
      ),
    );
}

export function findAllAssignments(db: Db) {
  return db
    .select(assignmentColumns)
    .from(featureFlagAssignments)
    .where(isKnownKey)
    .orderBy(
      asc(featureFlagAssignments.key),
      sql`${featureFlagAssignments.userId} IS NULL, ${featureFlagAssignments.cohort} IS NULL`,
      desc(featureFlagAssignments.assignedAt),
    );
}

export interface AssignmentValues {
  key: string;
  enabled: boolean;
  stage: AssignmentRow['stage'];
  userId: string | null;
  cohort: string | null;
  metadata: Record<string, unknown>;
  assignedBy: string;
}

const targetMatches = (values: AssignmentValues) =>
  and(
    eq(featureFlagAssignments.key, values.key),
    values.userId === null
      ? isNull(featureFlagAssignments.userId)
      : eq(featureFlagAssignments.userId, values.userId),
    values.cohort === null
      ? isNull(featureFlagAssignments.cohort)
      : eq(featureFlagAssignments.cohort, values.cohort),
  );

/**
 * One assignment per key and target (user, cohort or everyone): updates it when present, else
 * inserts. There is no unique index behind this, so two first-time assignments racing on a
 * PostgreSQL server could both insert; resolution stays deterministic then, and the next upsert
 * updates both rows.
 */
export function upsertAssignment(db: Db, values: AssignmentValues): Promise<AssignmentRow> {
  return runInTransaction(db, async (executor: DbExecutor) => {
    const changes = {
      enabled: values.enabled,
      stage: values.stage,
      metadata: values.metadata,
      assignedBy: values.assignedBy,
      assignedAt: sql`now()`,
    };
    const [updated] = await executor
      .update(featureFlagAssignments)
      .set(changes)
      .where(targetMatches(values))
      .returning(assignmentColumns);
    if (updated) return updated;
    const [inserted] = await executor
      .insert(featureFlagAssignments)
      .values(values)
      .returning(assignmentColumns);
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  });
}

export async function deleteAssignment(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(featureFlagAssignments)
    .where(eq(featureFlagAssignments.id, id))
    .returning({ id: featureFlagAssignments.id });
  return deleted.length > 0;
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}
