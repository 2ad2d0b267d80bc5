import { hasPermission } from '@shared/authorization/permissions';
import { AppError } from '../../core/app-error';
import type { RequestAuth } from '../../core/request-auth';
import type { DecisionRow } from './moderation-decisions.repository';
import { checkObjectionToken } from './moderation-objection-link';
import { objectionDeadlineOf } from './moderation-rules';

/** What a request brings to read or object to a decision: a session, an objection link, or both. */
export interface DecisionAccess {
  auth: RequestAuth | undefined;
  token: string | undefined;
}

/** Who reads or objects to a statement of reasons, and whether as a moderator. */
export interface DecisionCaller {
  userId: string;
  isModerator: boolean;
}

/**
 * The caller of a decision's statement or objection (ADR 075): the holder of its objection link
 * acts as the affected user for this decision only; without a link, the session as before. A link
 * wins over a session, so a signed-in person who opens the mail's link sees what it grants.
 * An unknown decision and a link for another one answer alike, so a link reveals nothing.
 */
export function decisionCallerOf(
  authSecret: string,
  decision: DecisionRow | null | undefined,
  auth: RequestAuth | undefined,
  token: string | undefined,
  now = new Date(),
): DecisionCaller {
  if (token !== undefined) {
    const invalid = () =>
      new AppError('OBJECTION_LINK_INVALID', 'This objection link is not valid for this decision.');
    if (!decision?.affectedUserId) throw invalid();
    const check = checkObjectionToken(
      authSecret,
      token,
      { decisionId: decision.id, userId: decision.affectedUserId },
      now,
    );
    if (check.status === 'invalid') throw invalid();
    if (check.status === 'expired')
      throw new AppError('OBJECTION_LINK_EXPIRED', 'The objection link has expired with the deadline.', {
        deadline: objectionDeadlineOf(decision.createdAt).toISOString(),
      });
    return { userId: decision.affectedUserId, isModerator: false };
  }
  if (!auth) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return { userId: auth.userId, isModerator: hasPermission(auth.roles, 'moderation:review') };
}
