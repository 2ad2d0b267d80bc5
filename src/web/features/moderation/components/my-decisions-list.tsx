import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useMyDecisions } from '../api/statements';

/** The signed-in user's other moderation decisions, each linking to its statement of reasons. */
export function MyDecisionsList({ currentDecisionId }: { currentDecisionId?: string }) {
  const { t } = useTranslation('moderation');
  const language = currentLanguage();
  const decisions = useMyDecisions();
  const others = (decisions.data ?? []).filter((statement) => statement.decisionId !== currentDecisionId);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="my-decisions-title" className="grid gap-3">
      <h2 id="my-decisions-title" className="text-xl font-bold">
        {t('statement.listTitle')}
      </h2>
      <ul className="grid gap-2">
        {others.map((statement) => (
          <li key={statement.decisionId} className="flex flex-wrap items-center gap-2 text-sm">
            <Link
              to={paths.moderationDecision(statement.decisionId)}
              className="font-medium text-brand-strong underline"
            >
              {t('statement.listEntry', {
                action: t(`actions.${statement.action}`),
                subject: statement.subject.label,
                date: formatDate(statement.decidedAt, language),
              })}
            </Link>
            {statement.objection.filed && (
              <Badge size="sm" variant="neutral">
                {t(`objectionStatuses.${statement.objection.filed.status}`)}
              </Badge>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
