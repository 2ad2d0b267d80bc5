import { isLanguage, type Language } from '@shared/i18n/languages';
import { objectionWindowMonths, termsRulePath } from '@shared/moderation/moderation-constants';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies } from '../../core/app-instance';
import { serverText } from '../../core/server-texts';
import type { Db } from '../../db/database';
import type { ModerationMail } from '../../jobs/job-queue';
import { renderCatalogueMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import { findCase, findReport } from './moderation-cases.repository';
import { findDecision, findObjection, findPeople, type PersonRow } from './moderation-decisions.repository';
import { createObjectionToken, objectionLinkPath } from './moderation-objection-link';
import { objectionDeadlineOf, subjectLabelOf } from './moderation-rules';
import {
  automatedText,
  formatModerationDate,
  restrictedText,
  ruleName,
  subjectPhrase,
} from './moderation-texts';

/** The language a user reads moderation mail in: the one they last chose on the site, else English. */
export function languageOf(person: Pick<PersonRow, 'preferences'> | undefined): Language {
  const stored = person?.preferences.mailLanguage ?? person?.preferences.language;
  return isLanguage(stored) ? stored : 'en';
}

/**
 * Mails go through the job queue after the commit; without a queue (a laptop without pg-boss,
 * the tests) they are sent at once, so a statement of reasons is never silently dropped.
 */
export async function queueModerationMails(
  deps: Pick<AppDependencies, 'jobs' | 'mailer' | 'database' | 'config'>,
  mails: ModerationMail[],
  log?: FastifyBaseLogger,
): Promise<void> {
  for (const mail of mails) {
    try {
      if (deps.jobs.isEnabled) await deps.jobs.send('moderation-email', mail);
      else
        await sendModerationMail(
          {
            db: deps.database.db,
            mailer: deps.mailer,
            publicUrl: deps.config.publicUrl,
            authSecret: deps.config.authSecret,
          },
          mail,
        );
    } catch (error) {
      log?.error({ err: error, mail }, 'moderation mail could not be sent or queued');
    }
  }
}

interface MailContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Signs the objection link of a statement of reasons (ADR 075). */
  authSecret: string;
}

/** The `moderation-email` job. Returns what happened, for logs and tests. */
export async function sendModerationMail(context: MailContext, mail: ModerationMail): Promise<string> {
  switch (mail.mail) {
    case 'receipt':
      return sendReceipt(context, mail.reportId);
    case 'statement':
      return sendStatement(context, mail.decisionId);
    case 'reporter-outcome':
      return sendReporterOutcome(context, mail.reportId, mail.decisionId);
    case 'objection-outcome':
      return sendObjectionOutcome(context, mail.objectionId);
  }
}

async function reporterAddress(
  context: MailContext,
  report: { reporterId: string | null; reporterEmail: string | null },
) {
  if (report.reporterEmail) return report.reporterEmail;
  if (!report.reporterId) return null;
  const person = (await findPeople(context.db, [report.reporterId])).get(report.reporterId);
  return person?.emailVerifiedAt && !person.deletedAt ? person.email : null;
}

async function sendReceipt(context: MailContext, reportId: string): Promise<string> {
  const report = await findReport(context.db, reportId);
  if (!report) return 'not-found';
  const to = await reporterAddress(context, report);
  if (!to) return 'no-address';
  const language = report.reporterLanguage;
  const moderationCase = await findCase(context.db, report.caseId);
  const rendered = renderCatalogueMail('server-moderation:mail.receipt', language, context.publicUrl, {
    subjectKind: serverText(`server-moderation:reportSubjectKinds.${report.subjectKind}`, language),
    label: moderationCase ? subjectLabelOf(moderationCase) : '',
    reason: serverText(`server-moderation:reasons.${report.reason}`, language),
    receivedAt: formatModerationDate(report.createdAt, language),
    reportId: report.id,
  });
  await context.mailer.send({ kind: 'moderation-receipt', to, ...rendered, actionUrl: context.publicUrl });
  return 'sent';
}

async function sendStatement(context: MailContext, decisionId: string): Promise<string> {
  const decision = await findDecision(context.db, decisionId);
  if (!decision?.affectedUserId) return 'not-found';
  const moderationCase = await findCase(context.db, decision.caseId);
  const person = (await findPeople(context.db, [decision.affectedUserId])).get(decision.affectedUserId);
  if (!moderationCase || !person || person.deletedAt) return 'no-address';
  const language = languageOf(person);
  const subject = subjectPhrase(moderationCase.subjectKind, subjectLabelOf(moderationCase), language);
  // The signed objection link (ADR 075): a suspended user cannot sign in, yet must be able to object.
  const deadline = objectionDeadlineOf(decision.createdAt);
  const token = createObjectionToken(context.authSecret, {
    decisionId: decision.id,
    userId: decision.affectedUserId,
    expiresAt: deadline,
  });
  const url = `${context.publicUrl}${objectionLinkPath(decision.id, token)}`;
  const until = typeof decision.previousState.until === 'string' ? decision.previousState.until : null;
  const rendered = renderCatalogueMail('server-moderation:mail.statement', language, url, {
    subject,
    restricted: restrictedText(decision.action, subject, until, language),
    facts: decision.facts,
    rule: decision.rule ? ruleName(decision.rule, language) : '',
    ruleUrl: decision.rule ? `${context.publicUrl}${termsRulePath(decision.rule)}` : '',
    automated: automatedText(decision.automatedDetection, decision.automatedDecision, language),
    deadline: formatModerationDate(deadline, language),
    decidedAt: formatModerationDate(decision.createdAt, language),
    months: objectionWindowMonths,
  });
  await context.mailer.send({ kind: 'moderation-statement', to: person.email, ...rendered, actionUrl: url });
  return 'sent';
}

async function sendReporterOutcome(
  context: MailContext,
  reportId: string,
  decisionId: string,
): Promise<string> {
  const [report, decision] = await Promise.all([
    findReport(context.db, reportId),
    findDecision(context.db, decisionId),
  ]);
  if (!report || !decision) return 'not-found';
  const to = await reporterAddress(context, report);
  if (!to) return 'no-address';
  const language = report.reporterLanguage;
  const moderationCase = await findCase(context.db, report.caseId);
  const rendered = renderCatalogueMail(
    'server-moderation:mail.reporterOutcome',
    language,
    context.publicUrl,
    {
      subjectKind: serverText(`server-moderation:reportSubjectKinds.${report.subjectKind}`, language),
      label: moderationCase ? subjectLabelOf(moderationCase) : '',
      outcome: serverText(`server-moderation:actions.${decision.action}`, language),
      automated: automatedText(decision.automatedDetection, decision.automatedDecision, language),
      reportId: report.id,
    },
  );
  await context.mailer.send({
    kind: 'moderation-report-outcome',
    to,
    ...rendered,
    actionUrl: context.publicUrl,
  });
  return 'sent';
}

async function sendObjectionOutcome(context: MailContext, objectionId: string): Promise<string> {
  const objection = await findObjection(context.db, objectionId);
  if (!objection?.userId || objection.status === 'open') return 'not-found';
  const decision = await findDecision(context.db, objection.decisionId);
  const moderationCase = decision ? await findCase(context.db, decision.caseId) : null;
  const person = (await findPeople(context.db, [objection.userId])).get(objection.userId);
  if (!decision || !moderationCase || !person || person.deletedAt) return 'no-address';
  const language = languageOf(person);
  const outcome = objection.status;
  const url = `${context.publicUrl}/moderation/decisions/${decision.id}`;
  const rendered = renderCatalogueMail('server-moderation:mail.objectionOutcome', language, url, {
    outcome: serverText(`server-moderation:objectionOutcomes.${outcome}`, language),
    subject: subjectPhrase(moderationCase.subjectKind, subjectLabelOf(moderationCase), language),
    outcomeText: serverText(`server-moderation:objectionOutcomes.${outcome}Text`, language),
    note: objection.outcomeNote ?? '',
  });
  await context.mailer.send({
    kind: 'moderation-objection-outcome',
    to: person.email,
    ...rendered,
    actionUrl: url,
  });
  return 'sent';
}
