import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useSessionSnapshot } from '../../../lib/session/use-session';
import { useThreads } from '../api/get-threads';
import { useChatConnection, useChatConnectionState, useOutboxItems } from '../realtime/use-chat-connection';
import { ChatStatusBanner } from './chat-status-banner';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';

/**
 * Spec §2 /chat (behind RequireSession): the thread list and the open thread (`?thread=<id>`), side
 * by side from md up; on a phone two screens, the thread with a back button to the list.
 */
export function ChatPage() {
  const { user } = useSessionSnapshot();
  if (!user) return null;
  return <ChatScreen userId={user.id} />;
}

function ChatScreen({ userId }: { userId: string }) {
  const { t } = useTranslation('chat');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const threadId = searchParams.get('thread');
  const threadsQuery = useThreads(userId);
  const connection = useChatConnection(userId);
  const state = useChatConnectionState(connection);
  const outboxItems = useOutboxItems(connection);
  const threads = threadsQuery.data?.threads ?? [];
  const pendingCount = outboxItems.filter((item) => item.state !== 'failed').length;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-0 py-3 md:px-4">
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 md:px-0">
        <h1 className={cn('text-2xl font-extrabold tracking-tight', threadId && 'sr-only md:not-sr-only')}>
          {t('page.title')}
        </h1>
      </div>
      <div className="px-3 md:px-0">
        <ChatStatusBanner status={state.status} deliveries={state.deliveries} pendingCount={pendingCount} />
      </div>
      <div className="grid h-[calc(100dvh-15rem)] min-h-[28rem] overflow-hidden border-y border-line bg-surface md:grid-cols-[22rem_minmax(0,1fr)] md:rounded-card md:border">
        <nav
          aria-label={t('page.listLabel')}
          className={cn(
            'min-h-0 overflow-y-auto md:border-r md:border-line',
            threadId ? 'hidden md:block' : 'block',
          )}
        >
          {threadsQuery.isPending ? (
            <Spinner className="mx-auto my-10 flex" label={t('page.listLabel')} />
          ) : threadsQuery.isError ? (
            <div className="p-3">
              <Alert
                variant="danger"
                actions={
                  <Button size="sm" variant="outline" onClick={() => void threadsQuery.refetch()}>
                    {t('page.retry')}
                  </Button>
                }
              >
                {t('page.loadFailed')}
              </Alert>
            </div>
          ) : threads.length === 0 ? (
            <EmptyState
              icon={<MessagesSquare />}
              title={t('page.emptyTitle')}
              description={t('page.emptyText')}
              className="m-3 border-0"
              action={
                <Link to={paths.search()} className={buttonClasses({})}>
                  {t('page.emptyAction')}
                </Link>
              }
            />
          ) : (
            <ThreadList threads={threads} activeThreadId={threadId} />
          )}
        </nav>
        <div className={cn('min-h-0 flex-col', threadId ? 'flex' : 'hidden md:flex')}>
          {threadId ? (
            <ThreadView
              key={threadId}
              userId={userId}
              threadId={threadId}
              connection={connection}
              onBack={() => void navigate(paths.chat)}
            />
          ) : (
            threads.length > 0 && (
              <EmptyState
                icon={<MessagesSquare />}
                title={t('page.noThreadTitle')}
                description={t('page.noThreadText')}
                className="m-auto border-0"
              />
            )
          )}
        </div>
      </div>
    </div>
  );
}
