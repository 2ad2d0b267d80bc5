import { createHmac } from 'node:crypto';
import type { Language } from '@shared/i18n/languages';
import type { ReportReceipt, ReportRequest } from '@shared/moderation/moderation.schema';
import { reportsPerHourLimit } from '@shared/moderation/moderation-constants';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { RequestAuth } from '../../core/request-auth';
import { runInTransaction } from '../../db/transaction';
import { moderationReceiptKind, notifyModeration } from '../notifications/notifications.service';
import { countReportsSince, insertReport, openOrJoinCase } from './moderation-cases.repository';
import { queueModerationMails } from './moderation-mail.service';
import { resolveReportSubject } from './moderation-subjects.service';

const hourMs = 60 * 60 * 1000;

/** Guests are counted per address; only a keyed hash is stored, and erased after a day. */
export function hashReporterAddress(authSecret: string, ip: string): string {
  return createHmac('sha256', `moderation-reporter:${authSecret}`).update(ip).digest('hex');
}

const emailRequired = () =>
  new AppError('VALIDATION_FAILED', 'An email address is required for this report.', {
    issues: [{ path: 'body.email', message: 'emailRequired', code: 'custom' }],
  });

/**
 * A notice (Art. 16 DSA) from a user or a guest. It joins the subject's open report case or opens
 * one; the receipt goes by mail (and in-app to a user). A refused report stores nothing: the
 * checks run before the transaction, and the count of the last hour is read inside it.
 */
export async function submitReport(
  deps: AppDependencies,
  auth: RequestAuth | undefined,
  input: ReportRequest,
  meta: { ip: string; language: Language },
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<ReportReceipt> {
  const { db } = deps.database;
  // The terms: no name or address is needed to report child sexual abuse material (Art. 16(2)(c)).
  if (!auth && !input.email && input.reason !== 'prohibited_content') throw emailRequired();
  const subject = await resolveReportSubject(db, input.subjectKind, input.subjectId, auth?.userId);
  const reporter = auth
    ? { userId: auth.userId }
    : { ipHash: hashReporterAddress(deps.config.authSecret, meta.ip) };

  const report = await runInTransaction(db, async (executor) => {
    const recent = await countReportsSince(executor, reporter, new Date(now.getTime() - hourMs));
    if (recent >= reportsPerHourLimit)
      throw new AppError('RATE_LIMITED', 'Too many reports. Try again later.', { retryAfterSeconds: 3600 });
    const moderationCase = await openOrJoinCase(executor, {
      kind: 'report',
      subjectKind: input.subjectKind,
      subjectId: input.subjectId,
      subjectOwnerId: subject.ownerId,
      signals: { label: subject.label },
    });
    const row = await insertReport(executor, {
      caseId: moderationCase.id,
      subjectKind: input.subjectKind,
      subjectId: input.subjectId,
      reason: input.reason,
      explanation: input.explanation,
      reporterId: auth?.userId ?? null,
      // A user's address comes from the account, so it is not copied here.
      reporterEmail: auth ? null : (input.email ?? null),
      reporterLanguage: meta.language,
      reporterIpHash: 'ipHash' in reporter ? reporter.ipHash : null,
      goodFaith: input.goodFaith,
      createdAt: now,
    });
    if (auth)
      await notifyModeration(executor, auth.userId, {
        kind: moderationReceiptKind,
        payload: { reportId: row.id, label: subject.label },
      });
    return row;
  });

  const receiptEmailed = Boolean(auth || input.email);
  if (receiptEmailed) await queueModerationMails(deps, [{ mail: 'receipt', reportId: report.id }], log);
  return {
    id: report.id,
    caseId: report.caseId,
    subjectKind: report.subjectKind,
    subjectId: report.subjectId,
    reason: report.reason,
    createdAt: report.createdAt.toISOString(),
    receiptEmailed,
  };
}
