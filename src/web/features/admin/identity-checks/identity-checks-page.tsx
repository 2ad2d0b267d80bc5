import { hasPermission } from '@shared/authorization/permissions';
import { identityQueueQuerySchema } from '@shared/identity/identity.schema';
import { ChevronLeft, ChevronRight, Inbox } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session/use-session';
import { ForbiddenNotice } from '../components/forbidden-notice';
import { useIdentityChecks } from './api/identity-checks';
import { IdentityCheckCard } from './components/identity-check-card';

const queueStatuses = ['pending', 'decided', 'all'] as const;

function IdentityQueue() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  // The address holds the view, so a moderator can reload or share it; bad values fall back.
  const parsed = identityQueueQuerySchema.safeParse(Object.fromEntries(searchParams));
  const query = parsed.success ? parsed.data : { status: 'pending' as const, page: 1 };
  const checks = useIdentityChecks(query);
  const pages = checks.data ? Math.max(1, Math.ceil(checks.data.total / checks.data.pageSize)) : 1;
  const change = (changes: Record<string, string>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) next.set(key, value);
      return next;
    });

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('identityChecks.title')}</h1>
        <p className="text-muted">{t('identityChecks.intro')}</p>
      </header>
      <div className="max-w-xs">
        <label htmlFor="identity-queue-status" className="mb-1.5 block text-sm font-semibold">
          {t('identityChecks.filter')}
        </label>
        <Select
          id="identity-queue-status"
          value={query.status}
          onValueChange={(value) => change({ status: value, page: '1' })}
          options={queueStatuses.map((status) => ({
            value: status,
            label: t(`identityChecks.filters.${status}`),
          }))}
        />
      </div>
      <p role="status" className="text-sm text-muted">
        {checks.data ? t('identityChecks.count', { count: checks.data.total }) : ''}
      </p>
      {checks.isPending && <Spinner label={t('identityChecks.loading')} />}
      {checks.isError && (
        <Alert
          variant="danger"
          actions={
            <Button size="sm" variant="outline" onClick={() => void checks.refetch()}>
              {tCommon('actions.retry')}
            </Button>
          }
        >
          {describeApiError(checks.error, tCommon)}
        </Alert>
      )}
      {checks.data && checks.data.checks.length === 0 && (
        <EmptyState
          icon={<Inbox />}
          title={t('identityChecks.emptyTitle')}
          description={t('identityChecks.emptyText')}
        />
      )}
      {checks.data && checks.data.checks.length > 0 && (
        <ul aria-label={t('identityChecks.title')} className="grid gap-4">
          {checks.data.checks.map((check) => (
            <IdentityCheckCard key={check.id} check={check} />
          ))}
        </ul>
      )}
      {checks.data && pages > 1 && (
        <nav aria-label={t('identityChecks.paging')} className="flex items-center justify-between gap-3">
          <Button
            variant="outline"
            leadingIcon={<ChevronLeft />}
            disabled={query.page <= 1}
            onClick={() => change({ page: String(query.page - 1) })}
          >
            {t('chatModeration.paging.previous')}
          </Button>
          <span className="text-sm text-muted">
            {t('chatModeration.paging.position', { page: query.page, pages })}
          </span>
          <Button
            variant="outline"
            trailingIcon={<ChevronRight />}
            disabled={query.page >= pages}
            onClick={() => change({ page: String(query.page + 1) })}
          >
            {t('chatModeration.paging.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}

/**
 * /admin/identity-checks (ADR 059) for moderators and admins. The server checks
 * `moderation:review` on every call; anyone else sees the 403 notice.
 */
export function IdentityChecksPage() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const canReview = hasPermission(user?.roles ?? [], 'moderation:review');
  useEffect(() => {
    if (canReview) document.title = t('identityChecks.documentTitle');
  }, [canReview, t]);
  if (!canReview) return <ForbiddenNotice text={t('identityChecks.forbiddenText')} />;
  return <IdentityQueue />;
}
