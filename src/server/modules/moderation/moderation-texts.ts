import type { Language } from '@shared/i18n/languages';
import type {
  ModerationAction,
  ModerationRule,
  ModerationSubjectKind,
} from '@shared/moderation/moderation-constants';
import { serverText } from '../../core/server-texts';

/** The pieces of a statement of reasons in one language (Art. 17(3) DSA), shared by mail and notice. */
export function formatModerationDate(value: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(new Date(value));
}

export function subjectPhrase(kind: ModerationSubjectKind, label: string, language: Language): string {
  return serverText(`server-moderation:subjects.${kind}`, language, { label });
}

export function restrictedText(
  action: ModerationAction,
  subject: string,
  until: Date | string | null,
  language: Language,
): string {
  if (action !== 'restrict' && action !== 'remove' && action !== 'suspend')
    return serverText(`server-moderation:actions.${action}`, language);
  return serverText(`server-moderation:restricted.${action}`, language, {
    subject,
    until: until ? formatModerationDate(until, language) : '',
  });
}

export function automatedText(detection: boolean, decision: boolean, language: Language): string {
  const key = decision ? 'decision' : detection ? 'detection' : 'none';
  return serverText(`server-moderation:automated.${key}`, language);
}

export function ruleName(rule: ModerationRule, language: Language): string {
  return serverText(`server-moderation:rules.${rule}`, language);
}
