import { MessageCircle, Radio } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useUserName } from '../../../lib/user-name';
import { useThreads } from '../api/get-threads';
import { formatUnreadBadge } from '../format-chat';
import { useChatConnection, useChatConnectionState, useOutboxItems } from '../realtime/use-chat-connection';
import { ConnectionStatusLine, DeliveryList } from './chat-status-banner';
import { lastMessagePreview, UnreadBadge } from './thread-list';

const triggerClasses =
  'relative inline-flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-sunken data-[state=open]:bg-surface-sunken';
const popoverThreads = 5;

const statusDot = {
  connected: 'bg-success',
  connecting: 'bg-info',
  disconnected: 'bg-warning',
} as const;

/**
 * Spec §2 header popovers "messages" and "chat" for signed-in users. They hold the tab's chat
 * connection, so new messages arrive live on every page. Chat status sits off the phone header (the
 * /chat page's banner shows it there; ADR 049 keeps the header usable at 360 px).
 */
export function ChatHeaderPopovers({ userId }: { userId: string }) {
  const connection = useChatConnection(userId);
  return (
    <>
      <MessagesPopover userId={userId} />
      <ChatStatusPopover connection={connection} />
    </>
  );
}

function MessagesPopover({ userId }: { userId: string }) {
  const { t } = useTranslation('chat');
  const userName = useUserName();
  const query = useThreads(userId);
  const [isOpen, setIsOpen] = useState(false);
  const headingId = useId();
  const unread = query.data?.unreadMessages ?? 0;
  const threads = (query.data?.threads ?? []).slice(0, popoverThreads);
  const shown = formatUnreadBadge(unread);
  const close = () => setIsOpen(false);
  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverTrigger
        aria-label={
          unread > 0 ? t('popover.messagesWithUnread', { count: unread, shown }) : t('popover.messages')
        }
        className={triggerClasses}
      >
        <MessageCircle aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[0.6875rem] font-semibold text-on-brand"
          >
            {shown}
          </span>
        )}
      </PopoverTrigger>
      <PopoverContent align="end" aria-labelledby={headingId} className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <div className="border-b border-line px-4 py-3">
          <h2 id={headingId} className="text-base font-semibold">
            {t('popover.messages')}
          </h2>
        </div>
        <div className="max-h-[min(28rem,60dvh)] overflow-y-auto p-2">
          {query.isPending ? (
            <Spinner className="mx-auto my-6 flex" isDecorative />
          ) : query.isError ? (
            <Alert variant="danger">{t('popover.loadFailed')}</Alert>
          ) : threads.length === 0 ? (
            <p className="px-2 py-4 text-sm text-muted">{t('popover.empty')}</p>
          ) : (
            <ul className="grid gap-1">
              {threads.map((thread) => (
                <li key={thread.id}>
                  <Link
                    to={thread.actionTo}
                    onClick={close}
                    className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-surface-sunken"
                  >
                    <span className="grid min-w-0 flex-1">
                      <span
                        className={cn(
                          'truncate text-sm',
                          thread.unreadCount > 0 ? 'font-bold' : 'font-semibold',
                        )}
                      >
                        {userName(thread.counterpart.name)} · {thread.subject}
                      </span>
                      <span className="truncate text-xs text-muted">{lastMessagePreview(thread, t)}</span>
                    </span>
                    <UnreadBadge count={thread.unreadCount} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="border-t border-line p-2">
          <Link
            to={paths.chat}
            onClick={close}
            className={buttonClasses({ variant: 'ghost', isFullWidth: true })}
          >
            {t('popover.allMessages')}
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}

function ChatStatusPopover({ connection }: { connection: ReturnType<typeof useChatConnection> }) {
  const { t } = useTranslation('chat');
  const state = useChatConnectionState(connection);
  const outboxItems = useOutboxItems(connection);
  const [isOpen, setIsOpen] = useState(false);
  const headingId = useId();
  const pendingCount = outboxItems.filter((item) => item.state !== 'failed').length;
  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverTrigger
        aria-label={t('popover.chat', { status: t(`status.short.${state.status}`) })}
        className={cn(triggerClasses, 'hidden sm:inline-flex')}
      >
        <Radio aria-hidden className="size-5" />
        <span
          aria-hidden
          className={cn(
            'absolute top-1.5 right-1.5 size-2.5 rounded-full ring-2 ring-surface',
            statusDot[state.status],
          )}
        />
      </PopoverTrigger>
      <PopoverContent align="end" aria-labelledby={headingId} className="grid w-80 gap-3 p-4">
        <h2 id={headingId} className="text-base font-semibold">
          {t('status.label')}
        </h2>
        <div role="status">
          <ConnectionStatusLine status={state.status} />
        </div>
        {pendingCount > 0 && (
          <p className="text-sm font-semibold">{t('status.pending', { count: pendingCount })}</p>
        )}
        {state.unreadCount > 0 && (
          <p className="text-sm">{t('status.unread', { count: state.unreadCount })}</p>
        )}
        <div className="grid gap-1">
          <h3 className="text-xs font-semibold text-muted">{t('status.latest')}</h3>
          <DeliveryList deliveries={state.deliveries} />
        </div>
        <Link
          to={paths.chat}
          onClick={() => setIsOpen(false)}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          {t('popover.openChat')}
        </Link>
      </PopoverContent>
    </Popover>
  );
}
