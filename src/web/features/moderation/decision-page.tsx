import type { StatementOfReasons } from '@shared/moderation/moderation.schema';
import { FileWarning, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundPanel } from '../../components/not-found-panel';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { describeApiError } from '../../lib/api';
import { ApiError } from '../../lib/api-client/api-error';
import { formatDate } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useStatement } from './api/statements';
import { MyDecisionsList } from './components/my-decisions-list';
import { ObjectionForm } from './components/objection-form';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** The objection's state: filed (and its outcome), the form, or why it is no longer possible. */
function ObjectionSection({ statement, token }: { statement: StatementOfReasons; token?: string }) {
  const { t } = useTranslation('moderation');
  const language = currentLanguage();
  const { filed, possible, deadline } = statement.objection;
  const deadlineText = formatDate(deadline, language, 'long');
  if (filed) {
    return (
      <section
        aria-labelledby="objection-state"
        className="grid gap-2 rounded-card border border-line bg-surface p-4"
      >
        <h2 id="objection-state" className="text-xl font-bold">
          {t('objection.state', { date: formatDate(filed.createdAt, language, 'long') })}
        </h2>
        <p>
          <Badge
            variant={filed.status === 'upheld' ? 'success' : filed.status === 'open' ? 'warning' : 'neutral'}
          >
            {t('objection.status', { status: t(`objectionStatuses.${filed.status}`) })}
          </Badge>
        </p>
        <p className="rounded-xl bg-surface-sunken p-3 text-sm break-words whitespace-pre-wrap">
          {filed.text}
        </p>
        {filed.status === 'open' && <p className="text-sm text-muted">{t('objection.pending')}</p>}
        {filed.status === 'upheld' && <p className="font-semibold">{t('objection.outcomeUpheld')}</p>}
        {filed.status === 'rejected' && <p className="font-semibold">{t('objection.outcomeRejected')}</p>}
        {filed.outcomeNote && (
          <p className="text-sm">{t('objection.outcomeNote', { note: filed.outcomeNote })}</p>
        )}
      </section>
    );
  }
  if (possible) return <ObjectionForm decisionId={statement.decisionId} deadline={deadline} token={token} />;
  if (new Date(deadline).getTime() < Date.now()) {
    return <Alert variant="warning">{t('objection.windowClosed', { deadline: deadlineText })}</Alert>;
  }
  return null;
}

function Statement({ statement, token }: { statement: StatementOfReasons; token?: string }) {
  const { t } = useTranslation('moderation');
  const language = currentLanguage();
  const isAutomated = statement.automatedDetection || statement.automatedDecision;
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('statement.title')}</h1>
        <p className="text-muted">
          {t('statement.intro', { date: formatDate(statement.decidedAt, language, 'long') })}
        </p>
      </header>
      {token && (
        <Alert variant="info">
          {t('statement.viaLink', { deadline: formatDate(statement.objection.deadline, language, 'long') })}
        </Alert>
      )}
      {statement.restoredAt && (
        <Alert variant="success">
          {t('statement.restored', { date: formatDate(statement.restoredAt, language, 'long') })}
        </Alert>
      )}
      <dl className="grid gap-4 rounded-card border border-line bg-surface p-4 shadow-card sm:p-6">
        <Fact label={t('statement.what')}>
          {t(`subjects.${statement.subject.kind}`)}: {statement.subject.label}
        </Fact>
        <Fact label={t('statement.action')}>{t(`actions.${statement.action}`)}</Fact>
        {statement.suspendedUntil && (
          <Fact label={t('statement.until')}>{formatDate(statement.suspendedUntil, language, 'long')}</Fact>
        )}
        <Fact label={t('statement.facts')}>{statement.facts}</Fact>
        <Fact label={t('statement.rule')}>
          {statement.rule ? (
            <>
              {t(`rules.${statement.rule}`)}
              {statement.ruleUrl && (
                <>
                  {' – '}
                  <Link to={statement.ruleUrl} className="font-medium text-brand-strong underline">
                    {t('statement.ruleLink')}
                  </Link>
                </>
              )}
            </>
          ) : (
            '–'
          )}
        </Fact>
        <Fact label={t('statement.automated')}>
          {isAutomated ? t('statement.automatedYes') : t('statement.automatedNo')}
        </Fact>
        <Fact label={t('statement.date')}>{formatDate(statement.decidedAt, language, 'long')}</Fact>
        <Fact label={t('statement.howToObject')}>
          {t('statement.howToObjectText', {
            deadline: formatDate(statement.objection.deadline, language, 'long'),
          })}
        </Fact>
      </dl>
      <ObjectionSection statement={statement} token={token} />
    </div>
  );
}

/** The link's own refusals (ADR 075): tampered, for another decision, or past the deadline. */
const linkErrorCodes = new Set(['OBJECTION_LINK_INVALID', 'OBJECTION_LINK_EXPIRED']);

/**
 * /moderation/decisions/:decisionId (issue 18, Art. 17 and 20 DSA): the statement of reasons the
 * affected user got in the app and by email, and their objection. Signed in, or with `?token=` from
 * the statement's objection link, which a suspended user needs (ADR 075).
 */
export function ModerationDecisionPage() {
  const { decisionId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') || undefined;
  const { t } = useTranslation('moderation');
  const { t: tCommon } = useTranslation();
  const statement = useStatement(decisionId, token);
  const homePath = token ? paths.home : paths.workspace;
  useEffect(() => {
    document.title = t('statement.documentTitle');
  }, [t]);

  let content: React.ReactNode;
  if (statement.isPending) content = <Spinner label={t('statement.loading')} />;
  else if (statement.isError) {
    const error = statement.error;
    const isLinkRefused = error instanceof ApiError && linkErrorCodes.has(error.code ?? '');
    const isMissing = error instanceof ApiError && [400, 403, 404].includes(error.status);
    content = isLinkRefused ? (
      <NotFoundPanel
        icon={<FileWarning />}
        title={t('statement.linkProblem')}
        description={describeApiError(error, tCommon)}
      >
        <Button asChild variant="outline">
          <Link to={homePath}>{tCommon('notFound.goHome')}</Link>
        </Button>
      </NotFoundPanel>
    ) : isMissing ? (
      <NotFoundPanel icon={<FileWarning />} title={t('statement.notFound')}>
        <Button asChild variant="outline">
          <Link to={homePath}>{tCommon('notFound.goHome')}</Link>
        </Button>
      </NotFoundPanel>
    ) : (
      <Alert
        variant="danger"
        actions={
          <Button
            size="sm"
            variant="outline"
            leadingIcon={<RefreshCw />}
            onClick={() => void statement.refetch()}
          >
            {tCommon('actions.retry')}
          </Button>
        }
      >
        {t('statement.loadFailed', { message: describeApiError(statement.error, tCommon) })}
      </Alert>
    );
  } else content = <Statement statement={statement.data} token={token} />;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-10">
      {content}
      {/* The list needs a session; the link grants this one decision only. */}
      {!token && <MyDecisionsList currentDecisionId={decisionId} />}
    </div>
  );
}
