import type { Language } from '@shared/i18n/languages';
import { hasServerText, serverText } from '../../core/server-texts';

/**
 * Issue 18 (ADR 064): the in-app notices of moderation, rendered in the reader's language from
 * their payload like every other notice: a statement of reasons, a report's receipt and outcome,
 * and an objection's outcome.
 */
export const moderationDecisionKind = 'moderation_decision';
export const moderationReceiptKind = 'moderation_report_receipt';
export const moderationReportOutcomeKind = 'moderation_report_outcome';
export const moderationObjectionOutcomeKind = 'moderation_objection_outcome';
export const moderationNoticeKinds = [
  moderationDecisionKind,
  moderationReceiptKind,
  moderationReportOutcomeKind,
  moderationObjectionOutcomeKind,
] as const;

export interface ModerationDecisionPayload {
  decisionId: string;
  action: string;
  subjectKind: string;
  subjectLabel: string;
  until: string | null;
}
export interface ModerationReceiptPayload {
  reportId: string;
  label: string;
}
export interface ModerationReportOutcomePayload {
  reportId: string;
  label: string;
  action: string;
}
export interface ModerationObjectionOutcomePayload {
  objectionId: string;
  decisionId: string;
  outcome: 'upheld' | 'rejected';
  subjectKind: string;
  subjectLabel: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const ns = 'server-moderation';

function subjectOf(payload: Record<string, unknown>, language: Language): string {
  const key = `${ns}:subjects.${text(payload.subjectKind)}` as const;
  return hasServerText(key, language) ? serverText(key, language, { label: text(payload.subjectLabel) }) : '';
}

function dateOf(value: unknown, language: Language): string {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(date);
}

/** Null for kinds that are not moderation's. */
export function renderModerationNotificationText(
  kind: string,
  payload: Record<string, unknown>,
  language: Language,
): { title: string; description: string } | null {
  if (kind === moderationDecisionKind) {
    const subject = subjectOf(payload, language);
    const restrictedKey = `${ns}:restricted.${text(payload.action)}` as const;
    const restricted = hasServerText(restrictedKey, language)
      ? serverText(restrictedKey, language, { subject, until: dateOf(payload.until, language) })
      : '';
    return {
      title: serverText(`${ns}:notifications.decision.title`, language, { subject }),
      description: serverText(`${ns}:notifications.decision.description`, language, { restricted }),
    };
  }
  if (kind === moderationReceiptKind) {
    const params = { label: text(payload.label) };
    return {
      title: serverText(`${ns}:notifications.receipt.title`, language),
      description: serverText(`${ns}:notifications.receipt.description`, language, params),
    };
  }
  if (kind === moderationReportOutcomeKind) {
    const actionKey = `${ns}:actions.${text(payload.action)}` as const;
    const outcome = hasServerText(actionKey, language) ? serverText(actionKey, language) : '';
    return {
      title: serverText(`${ns}:notifications.reportOutcome.title`, language),
      description: serverText(`${ns}:notifications.reportOutcome.description`, language, {
        label: text(payload.label),
        outcome,
      }),
    };
  }
  if (kind === moderationObjectionOutcomeKind) {
    const outcome = payload.outcome === 'upheld' ? 'upheld' : 'rejected';
    return {
      title: serverText(`${ns}:notifications.objectionOutcome.title`, language, {
        outcome: serverText(`${ns}:objectionOutcomes.${outcome}`, language),
      }),
      description: serverText(`${ns}:notifications.objectionOutcome.description`, language, {
        subject: subjectOf(payload, language),
        outcomeText: serverText(`${ns}:objectionOutcomes.${outcome}Text`, language),
      }),
    };
  }
  return null;
}
