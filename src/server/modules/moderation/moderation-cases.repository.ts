import type { ModerationCaseKind, ModerationSubjectKind } from '@shared/moderation/moderation-constants';
import { and, asc, count, eq, gt, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { moderationCaseNotes, moderationCases, moderationReports } from '../../db/schema/moderation.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

type Executor = Db | DbExecutor;
export type CaseRow = typeof moderationCases.$inferSelect;
export type ReportRow = typeof moderationReports.$inferSelect;

export interface CaseOpening {
  kind: ModerationCaseKind;
  subjectKind: ModerationSubjectKind;
  subjectId: string;
  subjectOwnerId: string | null;
  signals?: Record<string, unknown>;
}

/**
 * The open case of this source and subject, opened now if there is none (ADR 064). The partial
 * unique index makes two concurrent openings meet in one case: the loser's insert does nothing and
 * it reads the winner's row.
 */
export async function openOrJoinCase(executor: Executor, opening: CaseOpening): Promise<CaseRow> {
  const [inserted] = await executor
    .insert(moderationCases)
    .values({ ...opening, signals: opening.signals ?? {} })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const [open] = await executor
    .select()
    .from(moderationCases)
    .where(
      and(
        eq(moderationCases.kind, opening.kind),
        eq(moderationCases.subjectKind, opening.subjectKind),
        eq(moderationCases.subjectId, opening.subjectId),
        ne(moderationCases.status, 'decided'),
      ),
    );
  if (!open) throw new Error('moderation case neither inserted nor found');
  return open;
}

/** For each subject of this kind that has a case (any status): when its latest case opened. */
export async function latestCaseOpenings(
  executor: Executor,
  kind: ModerationCaseKind,
  subjectIds: string[],
): Promise<Map<string, Date>> {
  if (subjectIds.length === 0) return new Map();
  const rows = await executor
    .select({ subjectId: moderationCases.subjectId, openedAt: sql<Date>`max(${moderationCases.openedAt})` })
    .from(moderationCases)
    .where(and(eq(moderationCases.kind, kind), inArray(moderationCases.subjectId, subjectIds)))
    .groupBy(moderationCases.subjectId);
  return new Map(rows.map((row) => [row.subjectId, new Date(row.openedAt)]));
}

export async function findCase(executor: Executor, caseId: string, lock = false): Promise<CaseRow | null> {
  const query = executor.select().from(moderationCases).where(eq(moderationCases.id, caseId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateCase(
  executor: DbExecutor,
  caseId: string,
  changes: Partial<typeof moderationCases.$inferInsert>,
): Promise<CaseRow> {
  const [row] = await executor
    .update(moderationCases)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(moderationCases.id, caseId))
    .returning();
  if (!row) throw new Error('moderation case vanished');
  return row;
}

export async function insertReport(
  executor: DbExecutor,
  values: typeof moderationReports.$inferInsert,
): Promise<ReportRow> {
  const [row] = await executor.insert(moderationReports).values(values).returning();
  if (!row) throw new Error('report not stored');
  return row;
}

/** Reports of this account, or of this hashed address for guests, since `since` (the rate limit). */
export async function countReportsSince(
  executor: Executor,
  reporter: { userId: string } | { ipHash: string },
  since: Date,
): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(moderationReports)
    .where(
      and(
        'userId' in reporter
          ? eq(moderationReports.reporterId, reporter.userId)
          : and(isNull(moderationReports.reporterId), eq(moderationReports.reporterIpHash, reporter.ipHash)),
        gt(moderationReports.createdAt, since),
      ),
    );
  return row?.total ?? 0;
}

/** The guests' hashed addresses are only needed for an hour's rate limit: erased after a day. */
export async function eraseReporterIpHashes(executor: Executor, before: Date): Promise<void> {
  await executor
    .update(moderationReports)
    .set({ reporterIpHash: null })
    .where(
      and(lte(moderationReports.createdAt, before), sql`${moderationReports.reporterIpHash} IS NOT NULL`),
    );
}

export function listReportsOfCase(executor: Executor, caseId: string) {
  return executor
    .select({
      id: moderationReports.id,
      reason: moderationReports.reason,
      explanation: moderationReports.explanation,
      reporterId: moderationReports.reporterId,
      reporterName: users.displayName,
      reporterEmail: moderationReports.reporterEmail,
      reporterLanguage: moderationReports.reporterLanguage,
      reporterNotifiedAt: moderationReports.reporterNotifiedAt,
      createdAt: moderationReports.createdAt,
    })
    .from(moderationReports)
    .leftJoin(users, eq(users.id, moderationReports.reporterId))
    .where(eq(moderationReports.caseId, caseId))
    .orderBy(asc(moderationReports.createdAt));
}

export async function findReport(executor: Executor, reportId: string): Promise<ReportRow | null> {
  const [row] = await executor.select().from(moderationReports).where(eq(moderationReports.id, reportId));
  return row ?? null;
}

export async function markReportersNotified(executor: DbExecutor, caseId: string, at: Date): Promise<void> {
  await executor
    .update(moderationReports)
    .set({ reporterNotifiedAt: at })
    .where(and(eq(moderationReports.caseId, caseId), isNull(moderationReports.reporterNotifiedAt)));
}

export function listNotesOfCase(executor: Executor, caseId: string) {
  return executor
    .select({
      id: moderationCaseNotes.id,
      authorId: moderationCaseNotes.authorId,
      authorName: users.displayName,
      body: moderationCaseNotes.body,
      createdAt: moderationCaseNotes.createdAt,
    })
    .from(moderationCaseNotes)
    .leftJoin(users, eq(users.id, moderationCaseNotes.authorId))
    .where(eq(moderationCaseNotes.caseId, caseId))
    .orderBy(asc(moderationCaseNotes.createdAt));
}

export async function insertNote(executor: DbExecutor, caseId: string, authorId: string, body: string) {
  const [row] = await executor.insert(moderationCaseNotes).values({ caseId, authorId, body }).returning();
  if (!row) throw new Error('note not stored');
  return row;
}

export interface QueueFilter {
  kind?: ModerationCaseKind | undefined;
  statuses: CaseRow['status'][];
  openedBefore?: Date | undefined;
  assignedTo?: string | null | undefined;
  after?: { openedAt: Date; id: string } | undefined;
  limit: number;
}

const reportCount = sql<number>`(SELECT count(*)::int FROM ${moderationReports} r WHERE r.case_id = ${moderationCases.id})`;
const reportReasons = sql<
  string[]
>`(SELECT coalesce(array_agg(DISTINCT r.reason), ARRAY[]::text[]) FROM ${moderationReports} r WHERE r.case_id = ${moderationCases.id})`;

/** The queue, oldest first (keyset pagination on opened_at, id). */
export function listQueue(executor: Executor, filter: QueueFilter) {
  const conditions: SQL[] = [inArray(moderationCases.status, filter.statuses)];
  if (filter.kind) conditions.push(eq(moderationCases.kind, filter.kind));
  if (filter.openedBefore) conditions.push(lte(moderationCases.openedAt, filter.openedBefore));
  if (filter.assignedTo === null) conditions.push(isNull(moderationCases.assignedTo));
  else if (filter.assignedTo) conditions.push(eq(moderationCases.assignedTo, filter.assignedTo));
  if (filter.after) {
    const after = filter.after;
    const next = or(
      gt(moderationCases.openedAt, after.openedAt),
      and(eq(moderationCases.openedAt, after.openedAt), gt(moderationCases.id, after.id)),
    );
    if (next) conditions.push(next);
  }
  return executor
    .select({ case: moderationCases, reportCount, reasons: reportReasons })
    .from(moderationCases)
    .where(and(...conditions))
    .orderBy(asc(moderationCases.openedAt), asc(moderationCases.id))
    .limit(filter.limit);
}

export async function caseCounts(executor: Executor) {
  const rows = await executor
    .select({ kind: moderationCases.kind, status: moderationCases.status, total: count() })
    .from(moderationCases)
    .groupBy(moderationCases.kind, moderationCases.status);
  return rows;
}

export async function caseWithCounts(executor: Executor, caseId: string) {
  const [row] = await executor
    .select({ case: moderationCases, reportCount, reasons: reportReasons })
    .from(moderationCases)
    .where(eq(moderationCases.id, caseId));
  return row ?? null;
}

/** Which of the given listings ever had a moderation case (issue 19: the seller's manual review rate). */
export async function findListingsWithCases(executor: Db, listingIds: string[]): Promise<Set<string>> {
  if (listingIds.length === 0) return new Set();
  const rows = await executor
    .selectDistinct({ subjectId: moderationCases.subjectId })
    .from(moderationCases)
    .where(and(eq(moderationCases.subjectKind, 'listing'), inArray(moderationCases.subjectId, listingIds)));
  return new Set(rows.map((row) => row.subjectId));
}
