import {
  type ModerationAction,
  type ModerationCaseKind,
  type ModerationSubjectKind,
  objectionWindowMonths,
  restrictingActions,
} from '@shared/moderation/moderation-constants';

/** The rules of ADR 064/065 that need no database: which action fits which case, deadlines, labels. */

export function isRestricting(action: ModerationAction): boolean {
  return (restrictingActions as readonly string[]).includes(action);
}

/** The decisions a case of this kind and subject allows (the UI's buttons, the service's check). */
export function allowedActionsFor(
  kind: ModerationCaseKind,
  subjectKind: ModerationSubjectKind,
): ModerationAction[] {
  if (kind === 'held_photo') return ['release', 'remove'];
  if (kind === 'order_problem') return ['refund_buyer', 'release_to_seller'];
  switch (subjectKind) {
    case 'listing':
      return ['dismiss', 'restrict', 'remove', 'suspend'];
    case 'review':
      return ['dismiss', 'restrict', 'remove', 'suspend'];
    case 'user':
    case 'conversation':
      return ['dismiss', 'suspend'];
    default:
      return ['dismiss'];
  }
}

/** Art. 20(1) DSA: six months from the decision (calendar months, as the terms say). */
export function objectionDeadlineOf(decidedAt: Date): Date {
  const deadline = new Date(decidedAt);
  deadline.setUTCMonth(deadline.getUTCMonth() + objectionWindowMonths);
  return deadline;
}

/** The label stored when the case opened (the listing's title, the user's name, the order's reference). */
export function subjectLabelOf(moderationCase: {
  signals: Record<string, unknown>;
  subjectId: string;
}): string {
  const label = moderationCase.signals.label;
  return typeof label === 'string' && label.length > 0 ? label : moderationCase.subjectId.slice(0, 8);
}
