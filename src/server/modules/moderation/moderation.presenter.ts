import type {
  ModerationCaseSummary,
  ModerationDecision,
  ModerationNote,
  ModerationPerson,
  ModerationReport,
} from '@shared/moderation/moderation.schema';
import type { CaseRow } from './moderation-cases.repository';
import type { DecisionRow } from './moderation-decisions.repository';
import { subjectLabelOf } from './moderation-rules';

export type People = Map<string, { id: string; name: string }>;

export function personOf(people: People, id: string | null | undefined): ModerationPerson | null {
  const person = id ? people.get(id) : undefined;
  return person ? { id: person.id, name: person.name } : null;
}

export function presentCaseSummary(
  row: { case: CaseRow; reportCount: number; reasons: string[] },
  people: People,
  lastAction: DecisionRow['action'] | null,
): ModerationCaseSummary {
  const moderationCase = row.case;
  return {
    id: moderationCase.id,
    kind: moderationCase.kind,
    subjectKind: moderationCase.subjectKind,
    subjectId: moderationCase.subjectId,
    subjectLabel: subjectLabelOf(moderationCase),
    subjectOwner: personOf(people, moderationCase.subjectOwnerId),
    status: moderationCase.status,
    assignedTo: personOf(people, moderationCase.assignedTo),
    reportCount: Number(row.reportCount),
    reasons: row.reasons as ModerationCaseSummary['reasons'],
    openedAt: moderationCase.openedAt.toISOString(),
    decidedAt: moderationCase.decidedAt?.toISOString() ?? null,
    lastAction,
  };
}

export function presentDecision(row: DecisionRow, people: People): ModerationDecision {
  const until = row.action === 'suspend' ? row.previousState.until : undefined;
  return {
    id: row.id,
    caseId: row.caseId,
    action: row.action,
    rule: row.rule,
    facts: row.facts,
    automatedDetection: row.automatedDetection,
    automatedDecision: row.automatedDecision,
    decidedBy: personOf(people, row.decidedBy),
    affectedUser: personOf(people, row.affectedUserId),
    reviewsDecisionId: row.reviewsDecisionId,
    suspendedUntil: typeof until === 'string' ? until : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentReport(row: {
  id: string;
  reason: ModerationReport['reason'];
  explanation: string;
  reporterId: string | null;
  reporterName: string | null;
  reporterEmail: string | null;
  createdAt: Date;
}): ModerationReport {
  return {
    id: row.id,
    reason: row.reason,
    explanation: row.explanation,
    reporterKind: row.reporterId ? 'user' : 'guest',
    reporter: row.reporterId ? { id: row.reporterId, name: row.reporterName ?? '' } : null,
    reporterEmail: row.reporterEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentNote(row: {
  id: string;
  authorId: string | null;
  authorName: string | null;
  body: string;
  createdAt: Date;
}): ModerationNote {
  return {
    id: row.id,
    author: row.authorId ? { id: row.authorId, name: row.authorName ?? '' } : null,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}
