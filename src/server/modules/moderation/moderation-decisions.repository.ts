import { restrictingActions } from '@shared/moderation/moderation-constants';
import { and, arrayOverlaps, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  moderationCases,
  moderationDecisions,
  moderationObjections,
} from '../../db/schema/moderation.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

type Executor = Db | DbExecutor;

/** The decision was undone: a later `restore` (an upheld objection) reviews it. */
const isRestored = sql`EXISTS (SELECT 1 FROM ${moderationDecisions} r WHERE r.action = 'restore' AND r.reviews_decision_id = ${moderationDecisions.id})`;
export type DecisionRow = typeof moderationDecisions.$inferSelect;
export type ObjectionRow = typeof moderationObjections.$inferSelect;

export async function insertDecision(
  executor: DbExecutor,
  values: typeof moderationDecisions.$inferInsert,
): Promise<DecisionRow> {
  const [row] = await executor.insert(moderationDecisions).values(values).returning();
  if (!row) throw new Error('decision not stored');
  return row;
}

export async function markStatementSent(executor: DbExecutor, decisionId: string, at: Date): Promise<void> {
  await executor
    .update(moderationDecisions)
    .set({ statementSentAt: at })
    .where(eq(moderationDecisions.id, decisionId));
}

export async function findDecision(executor: Executor, decisionId: string): Promise<DecisionRow | null> {
  const [row] = await executor
    .select()
    .from(moderationDecisions)
    .where(eq(moderationDecisions.id, decisionId));
  return row ?? null;
}

export function listDecisionsOfCase(executor: Executor, caseId: string) {
  return executor
    .select()
    .from(moderationDecisions)
    .where(eq(moderationDecisions.caseId, caseId))
    .orderBy(asc(moderationDecisions.createdAt));
}

/** The restricting decisions a user received, newest first (their notices page). */
export function listDecisionsAffecting(executor: Executor, userId: string) {
  return executor
    .select()
    .from(moderationDecisions)
    .where(
      and(
        eq(moderationDecisions.affectedUserId, userId),
        inArray(moderationDecisions.action, [...restrictingActions]),
      ),
    )
    .orderBy(desc(moderationDecisions.createdAt))
    .limit(100);
}

/** Decisions that later `restore` decisions undid (an upheld objection). */
export async function restoredDecisionIds(
  executor: Executor,
  decisionIds: string[],
): Promise<Map<string, Date>> {
  if (decisionIds.length === 0) return new Map();
  const rows = await executor
    .select({ reviews: moderationDecisions.reviewsDecisionId, at: moderationDecisions.createdAt })
    .from(moderationDecisions)
    .where(
      and(
        eq(moderationDecisions.action, 'restore'),
        inArray(moderationDecisions.reviewsDecisionId, decisionIds),
      ),
    );
  return new Map(rows.flatMap((row) => (row.reviews ? [[row.reviews, row.at] as const] : [])));
}

/**
 * Restricting decisions against the user in other cases that no upheld objection undid: a
 * suspension needs at least one (Art. 23 DSA, "after having issued a prior warning").
 */
export async function countPriorViolations(
  executor: Executor,
  userId: string,
  exceptCaseId: string,
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(moderationDecisions)
    .where(
      and(
        eq(moderationDecisions.affectedUserId, userId),
        inArray(moderationDecisions.action, ['restrict', 'remove']),
        ne(moderationDecisions.caseId, exceptCaseId),
        sql`NOT ${isRestored}`,
      ),
    );
  return row?.total ?? 0;
}

/**
 * The newest restrict or remove decision per listing of the owner that no upheld objection undid:
 * the one behind the listing's current restriction (issue 18, the owner's "Why?" link).
 */
export function findStandingListingDecisions(db: Db, ownerId: string, listingIds: string[]) {
  return db
    .selectDistinctOn([moderationCases.subjectId], {
      listingId: moderationCases.subjectId,
      decisionId: moderationDecisions.id,
      action: moderationDecisions.action,
      createdAt: moderationDecisions.createdAt,
    })
    .from(moderationDecisions)
    .innerJoin(moderationCases, eq(moderationCases.id, moderationDecisions.caseId))
    .where(
      and(
        eq(moderationCases.subjectKind, 'listing'),
        inArray(moderationCases.subjectId, listingIds),
        eq(moderationDecisions.affectedUserId, ownerId),
        inArray(moderationDecisions.action, ['restrict', 'remove']),
        sql`NOT ${isRestored}`,
      ),
    )
    .orderBy(moderationCases.subjectId, desc(moderationDecisions.createdAt));
}

export async function insertObjection(
  executor: DbExecutor,
  values: typeof moderationObjections.$inferInsert,
): Promise<ObjectionRow | null> {
  const [row] = await executor.insert(moderationObjections).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findObjection(executor: Executor, objectionId: string, lock = false) {
  const query = executor.select().from(moderationObjections).where(eq(moderationObjections.id, objectionId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findObjectionOfDecision(executor: Executor, decisionId: string) {
  const [row] = await executor
    .select()
    .from(moderationObjections)
    .where(eq(moderationObjections.decisionId, decisionId));
  return row ?? null;
}

export function listObjectionsOfDecisions(executor: Executor, decisionIds: string[]) {
  if (decisionIds.length === 0) return Promise.resolve([] as ObjectionRow[]);
  return executor
    .select()
    .from(moderationObjections)
    .where(inArray(moderationObjections.decisionId, decisionIds));
}

export function listObjectionQueue(executor: Executor, status: ObjectionRow['status'] | 'all') {
  return executor
    .select({ objection: moderationObjections, decision: moderationDecisions, case: moderationCases })
    .from(moderationObjections)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, moderationObjections.decisionId))
    .innerJoin(moderationCases, eq(moderationCases.id, moderationDecisions.caseId))
    .where(status === 'all' ? undefined : eq(moderationObjections.status, status))
    .orderBy(asc(moderationObjections.createdAt))
    .limit(200);
}

export async function updateObjection(
  executor: DbExecutor,
  objectionId: string,
  changes: Partial<typeof moderationObjections.$inferInsert>,
): Promise<ObjectionRow | null> {
  const [row] = await executor
    .update(moderationObjections)
    .set(changes)
    .where(and(eq(moderationObjections.id, objectionId), eq(moderationObjections.status, 'open')))
    .returning();
  return row ?? null;
}

/** Display names and contact details of the people a case mentions. */
export async function findPeople(executor: Executor, ids: (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map<string, PersonRow>();
  const rows = await executor
    .select({
      id: users.id,
      name: users.displayName,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      preferences: users.preferences,
      createdAt: users.createdAt,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
export type PersonRow = {
  id: string;
  name: string;
  email: string;
  emailVerifiedAt: Date | null;
  preferences: Record<string, unknown>;
  createdAt: Date;
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  deletedAt: Date | null;
};

/** Who may take cases: moderators and admins. */
export function listModeratorRows(executor: Executor) {
  return executor
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(and(arrayOverlaps(users.roles, ['moderator', 'admin']), isNull(users.deletedAt)))
    .orderBy(asc(users.displayName))
    .limit(200);
}

export async function hasModeratorRole(executor: Executor, userId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), arrayOverlaps(users.roles, ['moderator', 'admin'])));
  return Boolean(row);
}
