import { defaultLanguage } from '@shared/i18n/languages';
import {
  type CaseQueueQuery,
  type CaseQueueResponse,
  type ModerationCaseDetail,
  type ModerationNote,
  moderationQueuePageSize,
} from '@shared/moderation/moderation.schema';
import { moderationCaseKinds, moderationCaseStatuses } from '@shared/moderation/moderation-constants';
import { AppError } from '../../core/app-error';
import { serverText } from '../../core/server-texts';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import {
  personOf,
  presentCaseSummary,
  presentDecision,
  presentNote,
  presentReport,
} from './moderation.presenter';
import {
  type CaseRow,
  caseCounts,
  caseWithCounts,
  findCase,
  insertNote,
  listNotesOfCase,
  listQueue,
  listReportsOfCase,
  updateCase,
} from './moderation-cases.repository';
import {
  countPriorViolations,
  findPeople,
  hasModeratorRole,
  listDecisionsOfCase,
  listModeratorRows,
  listObjectionsOfDecisions,
} from './moderation-decisions.repository';
import { presentObjection } from './moderation-objection.presenter';
import { allowedActionsFor } from './moderation-rules';
import { syncAutomatedCases } from './moderation-sources.service';
import { subjectSnapshot } from './moderation-subjects.service';

const caseNotFound = () => new AppError('NOT_FOUND', 'Moderation case not found');
const dayMs = 24 * 60 * 60 * 1000;

function encodeCursor(row: CaseRow): string {
  return Buffer.from(`${row.openedAt.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string | undefined): { openedAt: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const openedAt = new Date(at ?? '');
  if (!id || Number.isNaN(openedAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id))
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor', {
      issues: [{ path: 'querystring.cursor', message: 'invalid', code: 'custom' }],
    });
  return { openedAt, id };
}

async function lastActions(db: Db, cases: CaseRow[]) {
  const actions = new Map<string, CaseRow['status'] | string>();
  for (const moderationCase of cases.filter((row) => row.status === 'decided')) {
    const decisions = await listDecisionsOfCase(db, moderationCase.id);
    const last = decisions.at(-1);
    if (last) actions.set(moderationCase.id, last.action);
  }
  return actions;
}

/** The queue with its counts; automated sources are looked for first (ADR 064). */
export async function listCases(
  db: Db,
  callerId: string,
  query: CaseQueueQuery,
): Promise<CaseQueueResponse['data']> {
  await syncAutomatedCases(db);
  const statuses =
    query.status === 'active'
      ? (['open', 'in_review'] as const)
      : query.status === 'all'
        ? moderationCaseStatuses
        : ([query.status] as const);
  const rows = await listQueue(db, {
    kind: query.kind,
    statuses: [...statuses],
    openedBefore:
      query.olderThanDays !== undefined ? new Date(Date.now() - query.olderThanDays * dayMs) : undefined,
    assignedTo: query.assigned === 'me' ? callerId : query.assigned === 'unassigned' ? null : undefined,
    after: decodeCursor(query.cursor),
    limit: moderationQueuePageSize + 1,
  });
  const page = rows.slice(0, moderationQueuePageSize);
  const people = await findPeople(
    db,
    page.flatMap((row) => [row.case.subjectOwnerId, row.case.assignedTo]),
  );
  const actions = await lastActions(
    db,
    page.map((row) => row.case),
  );
  const counts = await caseCounts(db);
  const activeByKind = Object.fromEntries(moderationCaseKinds.map((kind) => [kind, 0])) as Record<
    (typeof moderationCaseKinds)[number],
    number
  >;
  const byStatus = Object.fromEntries(moderationCaseStatuses.map((status) => [status, 0])) as Record<
    (typeof moderationCaseStatuses)[number],
    number
  >;
  for (const count of counts) {
    byStatus[count.status] += count.total;
    if (count.status !== 'decided') activeByKind[count.kind] += count.total;
  }
  const last = page.at(-1);
  return {
    cases: page.map((row) => presentCaseSummary(row, people, (actions.get(row.case.id) as never) ?? null)),
    nextCursor: rows.length > moderationQueuePageSize && last ? encodeCursor(last.case) : null,
    counts: { activeByKind, byStatus },
  };
}

/** One case with everything a moderator needs to decide it. */
export async function getCaseDetail(db: Db, callerId: string, caseId: string): Promise<ModerationCaseDetail> {
  const row = await caseWithCounts(db, caseId);
  if (!row) throw caseNotFound();
  const moderationCase = row.case;
  const [subject, reports, notes, decisions] = await Promise.all([
    subjectSnapshot(db, moderationCase),
    listReportsOfCase(db, caseId),
    listNotesOfCase(db, caseId),
    listDecisionsOfCase(db, caseId),
  ]);
  const objections = await listObjectionsOfDecisions(
    db,
    decisions.map((decision) => decision.id),
  );
  const people = await findPeople(db, [
    moderationCase.subjectOwnerId,
    moderationCase.assignedTo,
    ...decisions.flatMap((decision) => [decision.decidedBy, decision.affectedUserId]),
    ...objections.flatMap((objection) => [objection.userId, objection.decidedBy]),
  ]);
  const priorViolations = moderationCase.subjectOwnerId
    ? await countPriorViolations(db, moderationCase.subjectOwnerId, caseId)
    : 0;
  const decisionsById = new Map(decisions.map((decision) => [decision.id, decision]));
  return {
    ...presentCaseSummary(row, people, decisions.at(-1)?.action ?? null),
    subject,
    signals: moderationCase.signals,
    reports: reports.map(presentReport),
    notes: notes.map(presentNote),
    decisions: decisions.map((decision) => presentDecision(decision, people)),
    objections: objections.flatMap((objection) => {
      const decision = decisionsById.get(objection.decisionId);
      return decision ? [presentObjection(objection, decision, moderationCase, people, callerId)] : [];
    }),
    priorViolations,
    allowedActions:
      moderationCase.status === 'decided'
        ? []
        : allowedActionsFor(moderationCase.kind, moderationCase.subjectKind),
  };
}

/** Assigns (or unassigns) a case; an open case moves to in review once someone has it. */
export async function assignCase(
  db: Db,
  callerId: string,
  caseId: string,
  moderatorId: string | null,
): Promise<ModerationCaseDetail> {
  if (moderatorId && !(await hasModeratorRole(db, moderatorId)))
    throw new AppError('VALIDATION_FAILED', serverText('server-validation:notModerator', defaultLanguage), {
      issues: [{ path: 'body.moderatorId', message: 'notModerator', code: 'custom' }],
    });
  await runInTransaction(db, async (executor) => {
    const moderationCase = await findCase(executor, caseId, true);
    if (!moderationCase) throw caseNotFound();
    if (moderationCase.status === 'decided')
      throw new AppError('MODERATION_CASE_CLOSED', 'This case is already decided.');
    await updateCase(executor, caseId, {
      assignedTo: moderatorId,
      assignedAt: moderatorId ? new Date() : null,
      status: moderatorId ? 'in_review' : 'open',
    });
  });
  return getCaseDetail(db, callerId, caseId);
}

export async function addCaseNote(
  db: Db,
  authorId: string,
  caseId: string,
  body: string,
): Promise<ModerationNote> {
  const moderationCase = await findCase(db, caseId);
  if (!moderationCase) throw caseNotFound();
  const row = await runInTransaction(db, (executor) => insertNote(executor, caseId, authorId, body));
  const people = await findPeople(db, [authorId]);
  return {
    id: row.id,
    author: personOf(people, authorId),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listModerators(db: Db) {
  return listModeratorRows(db);
}
