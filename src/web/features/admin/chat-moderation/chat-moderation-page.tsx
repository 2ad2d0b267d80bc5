import { hasPermission } from '@shared/authorization/permissions';
import { type ChatSeverity, chatSeverities } from '@shared/chat/chat-filter.schema';
import { type ChatFlagStatus, chatFlagStatuses } from '@shared/chat/chat-moderation.schema';
import { ChevronLeft, ChevronRight, Inbox } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session/use-session';
import { ForbiddenNotice } from '../components/forbidden-notice';
import { useChatFlags } from './api/chat-flags';
import { ChatFlagCard } from './components/chat-flag-card';
import { allValue, QueueFilters } from './components/queue-filters';

export const chatFlagPageSize = 10;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((entry) => entry === value);

/** Filters and page live in the address, so a moderator can reload or share a view of the queue. */
function useQueueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = oneOf<ChatFlagStatus>(chatFlagStatuses, searchParams.get('status'));
  const severity = oneOf<ChatSeverity>(chatSeverities, searchParams.get('severity'));
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const change = (changes: Record<string, string | undefined>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === allValue || (key === 'page' && value === '1')) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  return { status, severity, page, change };
}

function ChatModerationQueue() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const { status, severity, page, change } = useQueueParams();
  const flags = useChatFlags({ status, severity, page, pageSize: chatFlagPageSize });
  const pages = flags.data ? Math.max(1, Math.ceil(flags.data.total / chatFlagPageSize)) : 1;

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{t('chatModeration.title')}</h1>
        <p className="text-muted">{t('chatModeration.intro')}</p>
      </header>

      <QueueFilters
        status={status ?? allValue}
        severity={severity ?? allValue}
        onStatusChange={(value) => change({ status: value, page: '1' })}
        onSeverityChange={(value) => change({ severity: value, page: '1' })}
      />

      <p role="status" className="text-sm text-muted">
        {flags.data ? t('chatModeration.count', { count: flags.data.total }) : ''}
      </p>

      {flags.isPending && <Spinner label={t('chatModeration.loading')} />}
      {flags.isError && (
        <Alert
          variant="danger"
          actions={
            <Button size="sm" variant="outline" onClick={() => void flags.refetch()}>
              {tCommon('actions.retry')}
            </Button>
          }
        >
          {t('chatModeration.loadFailed', { message: describeApiError(flags.error, tCommon) })}
        </Alert>
      )}
      {flags.data && flags.data.flags.length === 0 && (
        <EmptyState
          icon={<Inbox />}
          title={t('chatModeration.emptyTitle')}
          description={t('chatModeration.emptyText')}
        />
      )}
      {flags.data && flags.data.flags.length > 0 && (
        <ul aria-label={t('chatModeration.title')} className="grid gap-4">
          {flags.data.flags.map((flag) => (
            <ChatFlagCard key={flag.id} flag={flag} />
          ))}
        </ul>
      )}

      {flags.data && pages > 1 && (
        <nav
          aria-label={t('chatModeration.paging.label')}
          className="flex items-center justify-between gap-3"
        >
          <Button
            variant="outline"
            leadingIcon={<ChevronLeft />}
            disabled={page <= 1}
            onClick={() => change({ page: String(page - 1) })}
          >
            {t('chatModeration.paging.previous')}
          </Button>
          <span className="text-sm text-muted">{t('chatModeration.paging.position', { page, pages })}</span>
          <Button
            variant="outline"
            trailingIcon={<ChevronRight />}
            disabled={page >= pages}
            onClick={() => change({ page: String(page + 1) })}
          >
            {t('chatModeration.paging.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}

/**
 * /admin/chat-moderation (spec §2 chat moderation queue) for moderators and admins. The server
 * checks `moderation:review` on every call; the page shows the 403 notice to anyone else.
 */
export function ChatModerationPage() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const canReview = hasPermission(user?.roles ?? [], 'moderation:review');
  useEffect(() => {
    if (canReview) document.title = t('chatModeration.documentTitle');
  }, [canReview, t]);
  if (!canReview) return <ForbiddenNotice text={t('chatModeration.forbiddenText')} />;
  return <ChatModerationQueue />;
}
