import { ArrowLeft, UserMinus, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../../components/toast/toast-store';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { describeApiError } from '../../../../lib/api';
import { currentLanguage } from '../../../../lib/i18n';
import { useSession } from '../../../../lib/session/use-session';
import { formatDateTime } from '../../chat-moderation/format-date-time';
import { useAssignCase, useModerationCase } from '../api/moderation-cases';
import { CaseDecisionForm } from './case-decision-form';
import { CaseHistory } from './case-history';
import { statusVariants } from './case-list-item';
import { CaseNotes } from './case-notes';
import { CaseReports } from './case-reports';
import { CaseSubject } from './case-subject';
import { ObjectionCard } from './objection-card';

/** One case with everything a moderator needs to decide it, and its record. */
export function CasePanel({ caseId, backLink }: { caseId: string; backLink: string }) {
  const { t } = useTranslation('moderation');
  const { t: tCommon } = useTranslation();
  const { user } = useSession();
  const language = currentLanguage();
  const detail = useModerationCase(caseId);
  const assign = useAssignCase(caseId);

  const back = (
    <Link
      to={backLink}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-strong underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {t('queue.back')}
    </Link>
  );
  if (detail.isPending) {
    return (
      <div className="grid gap-4">
        {back}
        <Spinner label={t('case.loading')} />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className="grid gap-4">
        {back}
        <Alert
          variant="danger"
          actions={
            <Button size="sm" variant="outline" onClick={() => void detail.refetch()}>
              {tCommon('actions.retry')}
            </Button>
          }
        >
          {t('case.loadFailed', { message: describeApiError(detail.error, tCommon) })}
        </Alert>
      </div>
    );
  }
  const item = detail.data;
  const isMine = item.assignedTo?.id === user?.id;
  const isDecided = item.status === 'decided';
  const changeAssignment = (moderatorId: string | null) =>
    assign.mutate(moderatorId, {
      onSuccess: () => toast({ title: t('case.assign.done'), variant: 'success' }),
    });

  return (
    <article aria-labelledby="case-title" className="grid gap-6">
      {back}
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="neutral">{t(`queue.kinds.${item.kind}`)}</Badge>
          <Badge variant={statusVariants[item.status]}>{t(`queue.statuses.${item.status}`)}</Badge>
          {item.priorViolations > 0 && (
            <Badge variant="danger">{t('case.priorViolations', { count: item.priorViolations })}</Badge>
          )}
        </div>
        <h2 id="case-title" className="text-2xl font-bold break-words">
          {t('case.title', { subject: item.subjectLabel })}
        </h2>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
          <span>{t('queue.openedAt', { time: formatDateTime(item.openedAt, language) })}</span>
          {item.subjectOwner && <span>{t('queue.owner', { name: item.subjectOwner.name })}</span>}
          <span>
            {item.assignedTo ? t('queue.assignedTo', { name: item.assignedTo.name }) : t('queue.unassigned')}
          </span>
        </p>
        {!isDecided && (
          <div className="flex flex-wrap gap-2">
            {!isMine && user && (
              <Button
                size="sm"
                variant="outline"
                leadingIcon={<UserPlus />}
                onClick={() => changeAssignment(user.id)}
                isLoading={assign.isPending && assign.variables !== null}
              >
                {t('case.assign.toMe')}
              </Button>
            )}
            {item.assignedTo && (
              <Button
                size="sm"
                variant="ghost"
                leadingIcon={<UserMinus />}
                onClick={() => changeAssignment(null)}
                isLoading={assign.isPending && assign.variables === null}
              >
                {t('case.assign.unassign')}
              </Button>
            )}
          </div>
        )}
        {assign.isError && (
          <Alert variant="danger">
            {t('case.assign.failed', { message: describeApiError(assign.error, tCommon) })}
          </Alert>
        )}
      </header>
      <div className="grid gap-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <CaseSubject detail={item} />
        <CaseReports detail={item} />
      </div>
      <div className="grid gap-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        {isDecided ? (
          <p className="font-semibold">{t('case.decide.closed')}</p>
        ) : (
          <CaseDecisionForm detail={item} />
        )}
        <CaseHistory detail={item} />
        {item.objections.length > 0 && (
          <section aria-labelledby="case-objections" className="grid gap-3">
            <h3 id="case-objections" className="text-base font-semibold">
              {t('case.objection.title')}
            </h3>
            {item.objections.map((objection) => (
              <ObjectionCard key={objection.id} objection={objection} headingLevel={4} />
            ))}
          </section>
        )}
        <CaseNotes detail={item} />
      </div>
    </article>
  );
}
