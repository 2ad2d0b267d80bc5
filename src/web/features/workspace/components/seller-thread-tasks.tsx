import type { ChatThread } from '@shared/chat/chat.schema';
import { sellerReplyAdviceHours, unreadBadgeMax } from '@shared/chat/chat-constants';
import { ClipboardList, Clock, HandCoins, MessageCircle, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeApiError } from '../../../lib/api';
import { formatPrice, formatRelativeTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useUserName } from '../../../lib/user-name';
import { useSellerTasks } from '../api/get-seller-threads';

/**
 * Tasks (spec §2 workspace): the buyers' threads that wait for the seller, unread first, each a link
 * to the same thread on the chat page, with the spec's advice to reply within 2 hours.
 */
export function SellerThreadTasks() {
  const { t } = useTranslation('workspace');
  const { t: tCommon } = useTranslation();
  const tasks = useSellerTasks();

  if (tasks.isPending) {
    return (
      <div role="status" aria-label={t('sections.tasks.threads.loading')}>
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (tasks.isError) {
    return (
      <Alert
        variant="danger"
        title={t('sections.tasks.threads.loadFailed')}
        actions={
          <Button
            size="sm"
            variant="outline"
            leadingIcon={<RefreshCw aria-hidden />}
            onClick={() => void tasks.refetch()}
          >
            {tCommon('actions.retry')}
          </Button>
        }
      >
        {describeApiError(tasks.error, tCommon)}
      </Alert>
    );
  }
  if (tasks.data.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<ClipboardList />}
        title={t('sections.tasks.emptyTitle')}
        description={t('sections.tasks.emptyText')}
      />
    );
  }
  return (
    <section aria-labelledby="seller-thread-tasks-title" className="grid gap-3">
      <div className="grid gap-1">
        <h3 id="seller-thread-tasks-title" className="text-lg font-semibold">
          {t('sections.tasks.threads.title', { count: tasks.data.length })}
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <Clock aria-hidden className="size-4 shrink-0" />
          {t('sections.tasks.threads.advice', { count: sellerReplyAdviceHours })}
        </p>
      </div>
      <Card asChild padding="sm">
        <ul className="divide-y divide-line">
          {tasks.data.map((thread) => (
            <SellerThreadTask key={thread.id} thread={thread} />
          ))}
        </ul>
      </Card>
    </section>
  );
}

function SellerThreadTask({ thread }: { thread: ChatThread }) {
  const { t } = useTranslation('workspace');
  const userName = useUserName();
  const language = currentLanguage();
  const unread = thread.unreadCount > unreadBadgeMax ? `${unreadBadgeMax}+` : String(thread.unreadCount);
  const offer = thread.openOffer?.madeBy === 'buyer' ? thread.openOffer : null;
  return (
    <li>
      <Link
        to={paths.chatThread(thread.id)}
        className="flex items-start gap-3 rounded-xl p-2 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand"
      >
        {offer ? (
          <HandCoins aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
        ) : (
          <MessageCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
        )}
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="font-semibold">
            {t('sections.tasks.threads.from', {
              name: userName(thread.counterpart.name),
              subject: thread.subject,
            })}
          </span>
          <span className="truncate text-sm text-muted">
            {offer
              ? t('sections.tasks.threads.offer', { amount: formatPrice(offer.amount, language) })
              : thread.lastMessage?.body}
          </span>
          <span className="text-xs text-muted">{formatRelativeTime(thread.updatedAt, language)}</span>
        </span>
        {thread.unreadCount > 0 && (
          <Badge variant="brand">
            {t('sections.tasks.threads.unread', { count: thread.unreadCount, unread })}
          </Badge>
        )}
      </Link>
    </li>
  );
}
