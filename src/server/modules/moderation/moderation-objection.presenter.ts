import type { ModerationObjection } from '@shared/moderation/moderation.schema';
import { type People, personOf, presentDecision } from './moderation.presenter';
import type { CaseRow } from './moderation-cases.repository';
import type { DecisionRow, ObjectionRow } from './moderation-decisions.repository';
import { subjectLabelOf } from './moderation-rules';

/** An objection as moderators see it; `callerMayDecide` is false for the first decision's moderator. */
export function presentObjection(
  objection: ObjectionRow,
  decision: DecisionRow,
  moderationCase: CaseRow,
  people: People,
  callerId: string,
): ModerationObjection {
  return {
    id: objection.id,
    decisionId: objection.decisionId,
    caseId: decision.caseId,
    status: objection.status,
    text: objection.text,
    user: personOf(people, objection.userId),
    firstModerator: personOf(people, decision.decidedBy),
    decision: presentDecision(decision, people),
    subjectLabel: subjectLabelOf(moderationCase),
    decidedBy: personOf(people, objection.decidedBy),
    outcomeNote: objection.outcomeNote,
    createdAt: objection.createdAt.toISOString(),
    decidedAt: objection.decidedAt?.toISOString() ?? null,
    callerMayDecide: objection.status === 'open' && decision.decidedBy !== callerId,
  };
}
