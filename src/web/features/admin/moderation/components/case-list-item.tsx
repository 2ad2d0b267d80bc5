import type { ModerationCaseSummary } from '@shared/moderation/moderation.schema';
import type { ModerationCaseStatus } from '@shared/moderation/moderation-constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeVariant } from '../../../../components/ui/badge';
import { currentLanguage } from '../../../../lib/i18n';
import { formatDateTime } from '../../chat-moderation/format-date-time';

export const statusVariants: Record<ModerationCaseStatus, BadgeVariant> = {
  open: 'warning',
  in_review: 'info',
  decided: 'success',
};

/** One row of the queue: what, why, since when, who has it; the title opens the case. */
export function CaseListItem({ item, caseLink }: { item: ModerationCaseSummary; caseLink: string }) {
  const { t } = useTranslation('moderation');
  const language = currentLanguage();
  const headingId = `case-${item.id}-title`;
  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-2 rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="neutral">{t(`queue.kinds.${item.kind}`)}</Badge>
        <Badge variant={statusVariants[item.status]}>{t(`queue.statuses.${item.status}`)}</Badge>
        <Badge variant="neutral">{t(`subjects.${item.subjectKind}`)}</Badge>
        {item.lastAction && (
          <Badge variant={item.lastAction === 'dismiss' ? 'neutral' : 'danger'}>
            {t(`actions.${item.lastAction}`)}
          </Badge>
        )}
      </div>
      <h3 id={headingId} className="text-lg font-semibold break-words">
        <Link to={caseLink} className="text-brand-strong underline-offset-4 hover:underline">
          {item.subjectLabel}
        </Link>
      </h3>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
        <span>{t('queue.openedAt', { time: formatDateTime(item.openedAt, language) })}</span>
        {item.reportCount > 0 && <span>{t('queue.reportCount', { count: item.reportCount })}</span>}
        {item.reasons.length > 0 && (
          <span>{item.reasons.map((reason) => t(`reasons.${reason}`)).join(', ')}</span>
        )}
        {item.subjectOwner && <span>{t('queue.owner', { name: item.subjectOwner.name })}</span>}
        <span>
          {item.assignedTo ? t('queue.assignedTo', { name: item.assignedTo.name }) : t('queue.unassigned')}
        </span>
      </p>
    </li>
  );
}
