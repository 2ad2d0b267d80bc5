import type { DecideObjectionRequest, ModerationObjection } from '@shared/moderation/moderation.schema';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { moderationObjectionOutcomeKind, notifyModeration } from '../notifications/notifications.service';
import { findCase } from './moderation-cases.repository';
import { type DecisionAccess, decisionCallerOf } from './moderation-decision-access';
import {
  findDecision,
  findObjection,
  findObjectionOfDecision,
  findPeople,
  insertDecision,
  insertObjection,
  listObjectionQueue,
  type ObjectionRow,
  restoredDecisionIds,
  updateObjection,
} from './moderation-decisions.repository';
import { type PreviousState, restorePreviousState } from './moderation-effects.service';
import { queueModerationMails } from './moderation-mail.service';
import { presentObjection } from './moderation-objection.presenter';
import { isRestricting, objectionDeadlineOf, subjectLabelOf } from './moderation-rules';

const decisionNotFound = () => new AppError('NOT_FOUND', 'Decision not found');

async function present(db: Db, objection: ObjectionRow, callerId: string): Promise<ModerationObjection> {
  const decision = await findDecision(db, objection.decisionId);
  const moderationCase = decision ? await findCase(db, decision.caseId) : null;
  if (!decision || !moderationCase) throw decisionNotFound();
  const people = await findPeople(db, [
    objection.userId,
    objection.decidedBy,
    decision.decidedBy,
    decision.affectedUserId,
  ]);
  return presentObjection(objection, decision, moderationCase, people, callerId);
}

/**
 * Art. 20 DSA: the affected user objects to a restricting decision, once, within six months.
 * Filed late, twice, or about someone else's decision, it is refused and nothing is stored.
 */
export async function fileObjection(
  db: Db,
  authSecret: string,
  access: DecisionAccess,
  decisionId: string,
  text: string,
  now = new Date(),
): Promise<ModerationObjection> {
  const decision = await findDecision(db, decisionId);
  // Signed in, or through the objection link a suspended user got by mail (ADR 075).
  const { userId } = decisionCallerOf(authSecret, decision, access.auth, access.token, now);
  if (!decision || decision.affectedUserId !== userId) throw decisionNotFound();
  if (!isRestricting(decision.action))
    throw new AppError('MODERATION_ACTION_NOT_ALLOWED', 'Only a restricting decision can be objected to.', {
      reason: 'not_restricting',
    });
  const deadline = objectionDeadlineOf(decision.createdAt);
  if (now.getTime() > deadline.getTime())
    throw new AppError('OBJECTION_WINDOW_CLOSED', 'The six months to object to this decision have passed.', {
      deadline: deadline.toISOString(),
    });
  const alreadyFiled = () =>
    new AppError('OBJECTION_ALREADY_FILED', 'An objection to this decision was already filed.');
  if (await findObjectionOfDecision(db, decisionId)) throw alreadyFiled();
  const row = await runInTransaction(db, (executor) =>
    insertObjection(executor, { decisionId, userId, text, createdAt: now }),
  );
  if (!row) throw alreadyFiled();
  return present(db, row, userId);
}

export async function listObjections(
  db: Db,
  callerId: string,
  status: ObjectionRow['status'] | 'all',
): Promise<ModerationObjection[]> {
  const rows = await listObjectionQueue(db, status);
  const people = await findPeople(
    db,
    rows.flatMap((row) => [
      row.objection.userId,
      row.objection.decidedBy,
      row.decision.decidedBy,
      row.decision.affectedUserId,
    ]),
  );
  return rows.map((row) => presentObjection(row.objection, row.decision, row.case, people, callerId));
}

/**
 * A different moderator decides the objection (never the first one, never automatically). Upheld,
 * the previous state comes back exactly and a `restore` decision records it; either way the user
 * is told in-app and by mail.
 */
export async function decideObjection(
  deps: AppDependencies,
  moderatorId: string,
  objectionId: string,
  input: DecideObjectionRequest,
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<ModerationObjection> {
  const { db } = deps.database;
  const decided = await runInTransaction(db, async (executor) => {
    const objection = await findObjection(executor, objectionId, true);
    if (!objection) throw new AppError('NOT_FOUND', 'Objection not found');
    if (objection.status !== 'open') throw new AppError('CONFLICT', 'This objection is already decided.');
    const decision = await findDecision(executor, objection.decisionId);
    const moderationCase = decision ? await findCase(executor, decision.caseId) : null;
    if (!decision || !moderationCase) throw decisionNotFound();
    if (decision.decidedBy === moderatorId)
      throw new AppError(
        'OBJECTION_SAME_MODERATOR',
        'A different moderator than the one who decided must decide the objection.',
      );
    if (input.outcome === 'upheld') {
      const restored = await restoredDecisionIds(executor, [decision.id]);
      if (!restored.has(decision.id)) {
        await restorePreviousState(
          executor,
          moderationCase,
          decision.previousState as PreviousState,
          decision.affectedUserId,
          moderatorId,
        );
        await insertDecision(executor, {
          caseId: decision.caseId,
          action: 'restore',
          rule: decision.rule,
          facts: input.note,
          decidedBy: moderatorId,
          affectedUserId: decision.affectedUserId,
          reviewsDecisionId: decision.id,
          createdAt: now,
        });
      }
    }
    const updated = await updateObjection(executor, objectionId, {
      status: input.outcome,
      decidedBy: moderatorId,
      outcomeNote: input.note,
      decidedAt: now,
    });
    if (!updated) throw new AppError('CONFLICT', 'This objection is already decided.');
    if (updated.userId)
      await notifyModeration(executor, updated.userId, {
        kind: moderationObjectionOutcomeKind,
        payload: {
          objectionId,
          decisionId: decision.id,
          outcome: input.outcome,
          subjectKind: moderationCase.subjectKind,
          subjectLabel: subjectLabelOf(moderationCase),
        },
      });
    return updated;
  });
  await queueModerationMails(deps, [{ mail: 'objection-outcome', objectionId }], log);
  return present(db, decided, moderatorId);
}
