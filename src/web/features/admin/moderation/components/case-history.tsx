import type { ModerationCaseDetail } from '@shared/moderation/moderation.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { formatDateTime } from '../../chat-moderation/format-date-time';

/** Every decision on the case with who, when and why (the decision record, Art. 17 DSA). */
export function CaseHistory({ detail }: { detail: ModerationCaseDetail }) {
  const { t } = useTranslation('moderation');
  const language = currentLanguage();
  const headingId = `case-${detail.id}-history`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-base font-semibold">
        {t('case.history.title')}
      </h3>
      {detail.decisions.length === 0 ? (
        <p className="text-sm text-muted">{t('case.history.empty')}</p>
      ) : (
        <ol className="grid gap-3 border-l-2 border-line pl-3 text-sm">
          {detail.decisions.map((decision) => (
            <li key={decision.id} className="grid gap-0.5">
              <span className="font-semibold">
                {t('case.history.entry', {
                  action: t(`actions.${decision.action}`),
                  name: decision.decidedBy?.name ?? t('case.history.system'),
                  time: formatDateTime(decision.createdAt, language),
                })}
              </span>
              {decision.rule && (
                <span className="text-muted">
                  {t('case.history.rule', { rule: t(`rules.${decision.rule}`) })}
                </span>
              )}
              <span className="break-words whitespace-pre-wrap">{decision.facts}</span>
              <span className="text-muted">
                {t('case.history.automated', {
                  value:
                    decision.automatedDetection || decision.automatedDecision
                      ? t('case.history.yes')
                      : t('case.history.no'),
                })}
              </span>
              {decision.affectedUser && decision.action !== 'dismiss' && (
                <Link
                  to={paths.moderationDecision(decision.id)}
                  className="font-medium text-brand-strong underline"
                >
                  {t('case.history.statement')}
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
