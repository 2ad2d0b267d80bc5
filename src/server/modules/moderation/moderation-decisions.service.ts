import type {
  DecideCaseRequest,
  ModerationCaseDetail,
  ModerationDecision,
} from '@shared/moderation/moderation.schema';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import { runInTransaction } from '../../db/transaction';
import type { ModerationMail } from '../../jobs/job-queue';
import {
  moderationDecisionKind,
  moderationReportOutcomeKind,
  notifyModeration,
} from '../notifications/notifications.service';
import { completeProblemResolution } from '../orders/order-moderation.service';
import { presentDecision } from './moderation.presenter';
import {
  findCase,
  listReportsOfCase,
  markReportersNotified,
  updateCase,
} from './moderation-cases.repository';
import { findPeople, insertDecision, markStatementSent } from './moderation-decisions.repository';
import { applyDecisionEffect } from './moderation-effects.service';
import { queueModerationMails } from './moderation-mail.service';
import { createObjectionToken, objectionLinkPath } from './moderation-objection-link';
import { getCaseDetail } from './moderation-queue.service';
import { allowedActionsFor, isRestricting, objectionDeadlineOf, subjectLabelOf } from './moderation-rules';

/**
 * A moderator decides a case (ADR 064, 065): the effect on the subject, the decision row with who,
 * when and why, the case closed, the statement of reasons to the affected user (in-app now, mail
 * after the commit) and the outcome to every reporter (Art. 16(5)) — all in one transaction.
 */
export async function decideCase(
  deps: AppDependencies,
  moderatorId: string,
  caseId: string,
  input: DecideCaseRequest,
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<{ decision: ModerationDecision; case: ModerationCaseDetail }> {
  const { db } = deps.database;
  const outcome = await runInTransaction(db, async (executor) => {
    const moderationCase = await findCase(executor, caseId, true);
    if (!moderationCase) throw new AppError('NOT_FOUND', 'Moderation case not found');
    if (moderationCase.status === 'decided')
      throw new AppError('MODERATION_CASE_CLOSED', 'This case is already decided.');
    if (!allowedActionsFor(moderationCase.kind, moderationCase.subjectKind).includes(input.action))
      throw new AppError('MODERATION_ACTION_NOT_ALLOWED', `${input.action} does not fit this case.`, {
        reason: 'action_mismatch',
      });
    const effect = await applyDecisionEffect(executor, moderationCase, input, moderatorId, now);
    const automatedDetection =
      moderationCase.kind === 'held_photo' || moderationCase.kind === 'listing_check';
    const decision = await insertDecision(executor, {
      caseId,
      action: input.action,
      rule: input.rule ?? null,
      facts: input.facts,
      automatedDetection,
      // Art. 20(6) and our terms: people decide, never the machine.
      automatedDecision: false,
      decidedBy: moderatorId,
      affectedUserId: effect.affectedUserId,
      previousState: effect.previousState,
      createdAt: now,
    });
    await updateCase(executor, caseId, { status: 'decided', decidedAt: now });

    const mails: ModerationMail[] = [];
    if (isRestricting(input.action) && effect.affectedUserId) {
      await notifyModeration(executor, effect.affectedUserId, {
        kind: moderationDecisionKind,
        payload: {
          decisionId: decision.id,
          action: decision.action,
          subjectKind: moderationCase.subjectKind,
          subjectLabel: subjectLabelOf(moderationCase),
          until: 'until' in effect.previousState ? effect.previousState.until : null,
        },
        // The notice carries the objection link too: it still works once a suspension ends (ADR 075).
        actionTo: objectionLinkPath(
          decision.id,
          createObjectionToken(deps.config.authSecret, {
            decisionId: decision.id,
            userId: effect.affectedUserId,
            expiresAt: objectionDeadlineOf(decision.createdAt),
          }),
        ),
      });
      await markStatementSent(executor, decision.id, now);
      mails.push({ mail: 'statement', decisionId: decision.id });
    }
    for (const report of await listReportsOfCase(executor, caseId)) {
      if (report.reporterNotifiedAt) continue;
      if (report.reporterId)
        await notifyModeration(executor, report.reporterId, {
          kind: moderationReportOutcomeKind,
          payload: { reportId: report.id, label: subjectLabelOf(moderationCase), action: decision.action },
        });
      if (report.reporterId || report.reporterEmail)
        mails.push({ mail: 'reporter-outcome', reportId: report.id, decisionId: decision.id });
    }
    await markReportersNotified(executor, caseId, now);
    return { decision, mails, order: effect.order };
  });

  await queueModerationMails(deps, outcome.mails, log);
  if (outcome.order) await completeProblemResolution(deps, outcome.order, log);
  const people = await findPeople(db, [outcome.decision.decidedBy, outcome.decision.affectedUserId]);
  return {
    decision: presentDecision(outcome.decision, people),
    case: await getCaseDetail(db, moderatorId, caseId),
  };
}
