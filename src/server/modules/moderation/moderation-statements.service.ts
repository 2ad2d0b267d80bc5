import type { StatementOfReasons } from '@shared/moderation/moderation.schema';
import { termsRulePath } from '@shared/moderation/moderation-constants';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { findCase } from './moderation-cases.repository';
import { type DecisionAccess, decisionCallerOf } from './moderation-decision-access';
import {
  type DecisionRow,
  findDecision,
  listDecisionsAffecting,
  listObjectionsOfDecisions,
  type ObjectionRow,
  restoredDecisionIds,
} from './moderation-decisions.repository';
import { isRestricting, objectionDeadlineOf, subjectLabelOf } from './moderation-rules';

/** Art. 17 DSA: the statement of reasons, for the affected user and for moderators only. */
function presentStatement(
  decision: DecisionRow,
  moderationCase: {
    subjectKind: StatementOfReasons['subject']['kind'];
    subjectId: string;
    signals: Record<string, unknown>;
  },
  objection: ObjectionRow | undefined,
  restoredAt: Date | undefined,
  viewerId: string,
  now: Date,
): StatementOfReasons {
  const deadline = objectionDeadlineOf(decision.createdAt);
  const until = decision.previousState.until;
  return {
    decisionId: decision.id,
    action: decision.action,
    subject: {
      kind: moderationCase.subjectKind,
      id: moderationCase.subjectId,
      label: subjectLabelOf(moderationCase),
    },
    facts: decision.facts,
    rule: decision.rule,
    ruleUrl: decision.rule ? termsRulePath(decision.rule) : null,
    automatedDetection: decision.automatedDetection,
    automatedDecision: decision.automatedDecision,
    decidedAt: decision.createdAt.toISOString(),
    suspendedUntil: decision.action === 'suspend' && typeof until === 'string' ? until : null,
    restoredAt: restoredAt?.toISOString() ?? null,
    objection: {
      possible:
        decision.affectedUserId === viewerId &&
        isRestricting(decision.action) &&
        !objection &&
        !restoredAt &&
        now.getTime() <= deadline.getTime(),
      deadline: deadline.toISOString(),
      filed: objection
        ? {
            id: objection.id,
            status: objection.status,
            text: objection.text,
            createdAt: objection.createdAt.toISOString(),
            decidedAt: objection.decidedAt?.toISOString() ?? null,
            outcomeNote: objection.outcomeNote,
          }
        : null,
    },
  };
}

/**
 * One statement, for the affected user (signed in, or through the objection link of ADR 075) and
 * for moderators.
 */
export async function getStatement(
  db: Db,
  authSecret: string,
  access: DecisionAccess,
  decisionId: string,
  now = new Date(),
) {
  const decision = await findDecision(db, decisionId);
  const caller = decisionCallerOf(authSecret, decision, access.auth, access.token, now);
  // Anyone else learns nothing, not even that the decision exists.
  if (!decision || (decision.affectedUserId !== caller.userId && !caller.isModerator))
    throw new AppError('NOT_FOUND', 'Decision not found');
  const moderationCase = await findCase(db, decision.caseId);
  if (!moderationCase) throw new AppError('NOT_FOUND', 'Decision not found');
  const [objections, restored] = await Promise.all([
    listObjectionsOfDecisions(db, [decision.id]),
    restoredDecisionIds(db, [decision.id]),
  ]);
  return presentStatement(
    decision,
    moderationCase,
    objections[0],
    restored.get(decision.id),
    caller.userId,
    now,
  );
}

export async function listMyStatements(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<StatementOfReasons[]> {
  const decisions = await listDecisionsAffecting(db, userId);
  const ids = decisions.map((decision) => decision.id);
  const [objections, restored] = await Promise.all([
    listObjectionsOfDecisions(db, ids),
    restoredDecisionIds(db, ids),
  ]);
  const objectionOf = new Map(objections.map((objection) => [objection.decisionId, objection]));
  const statements: StatementOfReasons[] = [];
  for (const decision of decisions) {
    const moderationCase = await findCase(db, decision.caseId);
    if (!moderationCase) continue;
    statements.push(
      presentStatement(
        decision,
        moderationCase,
        objectionOf.get(decision.id),
        restored.get(decision.id),
        userId,
        now,
      ),
    );
  }
  return statements;
}
