import type { ChatMessage, ChatThread } from '@shared/chat/chat.schema';
import { sellerReplyAdviceHours } from '@shared/chat/chat-constants';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ImageOff } from 'lucide-react';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useUserName } from '../../../lib/user-name';
import { chatQueryKeys } from '../api/chat-query-keys';
import { grantCommunicationConsent, useCommunicationConsent } from '../api/communication-consent';
import { useMessages } from '../api/get-messages';
import { useThread } from '../api/get-thread';
import type { ThreadList } from '../api/get-threads';
import { markThreadRead } from '../api/mark-thread-read';
import type { OutboxItem } from '../outbox/chat-outbox';
import { clearThreadUnread, flattenMessages } from '../realtime/chat-cache-updates';
import type { ChatConnection } from '../realtime/chat-connection';
import { useChatConnectionState, useOutboxItems } from '../realtime/use-chat-connection';
import { useIsOnline } from '../use-is-online';
import { AssistantSuggestions } from './assistant-suggestions';
import { ConsentPrompt } from './consent-prompt';
import { MessageBubble, PendingBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { ThreadActions } from './thread-actions';

export interface ThreadViewProps {
  userId: string;
  threadId: string;
  connection: ChatConnection | null;
  /** On a phone the list is another screen: this goes back to it. */
  onBack: () => void;
}

function useIsPageVisible(): boolean {
  const [isVisible, setIsVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setIsVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return isVisible;
}

/** Spec §4 read receipts: what the counterpart wrote is marked read while the thread is on screen. */
function useMarkRead(userId: string, threadId: string, messages: ChatMessage[]) {
  const queryClient = useQueryClient();
  const isVisible = useIsPageVisible();
  const lastMarked = useRef<string | null>(null);
  const latestUnread = [...messages]
    .reverse()
    .find((message) => !message.isOwn && message.readAt === null && message.status === 'delivered');
  const latestUnreadId = latestUnread?.id ?? null;
  useEffect(() => {
    if (!isVisible || !latestUnreadId || lastMarked.current === latestUnreadId) return;
    lastMarked.current = latestUnreadId;
    queryClient.setQueryData<ThreadList>(chatQueryKeys.threads(userId), (list) =>
      clearThreadUnread(list, threadId),
    );
    markThreadRead(threadId, latestUnreadId).catch((error: unknown) => {
      lastMarked.current = null;
      console.warn('Marking the thread read failed', error);
    });
  }, [isVisible, latestUnreadId, queryClient, threadId, userId]);
}

function ListingHeader({
  thread,
  onBack,
  userId,
}: {
  thread: ChatThread;
  onBack: () => void;
  userId: string;
}) {
  const { t } = useTranslation('chat');
  const userName = useUserName();
  const language = currentLanguage();
  const { listing } = thread;
  return (
    <div className="flex items-center gap-3 border-b border-line px-3 py-2.5 sm:px-4">
      <Button
        variant="ghost"
        size="sm"
        onClick={onBack}
        aria-label={t('page.back')}
        className="size-10 shrink-0 p-0 md:hidden"
      >
        <ArrowLeft aria-hidden className="size-5" />
      </Button>
      {listing.thumbnailUrl ? (
        <img src={listing.thumbnailUrl} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
      ) : (
        <span
          aria-hidden
          className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-surface-sunken text-muted"
        >
          <ImageOff className="size-5" />
        </span>
      )}
      <div className="grid min-w-0 flex-1 gap-0.5">
        <h2 className="truncate text-base font-semibold">{userName(thread.counterpart.name)}</h2>
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
          <Link
            to={paths.listing(listing.slug)}
            className="truncate font-medium text-brand underline-offset-2 hover:underline"
          >
            {listing.title}
          </Link>
          <span className="font-semibold">{formatPrice(listing.price, language)}</span>
          {listing.availability !== 'available' && (
            <Badge size="sm" variant={listing.availability === 'reserved' ? 'warning' : 'neutral'}>
              {t(`thread.availability.${listing.availability}`)}
            </Badge>
          )}
          {thread.agreedPrice !== null && (
            <Badge size="sm" variant="success">
              {t('thread.agreedPrice', { price: formatPrice(thread.agreedPrice, language) })}
            </Badge>
          )}
        </p>
      </div>
      <ThreadActions thread={thread} userId={userId} />
    </div>
  );
}

/** Spec §2 /chat: the open thread with its listing, messages, typing indicator and composer. */
export function ThreadView({ userId, threadId, connection, onBack }: ThreadViewProps) {
  const { t } = useTranslation('chat');
  const { t: tCommon } = useTranslation();
  const userName = useUserName();
  const queryClient = useQueryClient();
  const threadQuery = useThread(userId, threadId);
  const consentQuery = useCommunicationConsent(userId);
  const messagesQuery = useMessages(userId, threadId);
  const state = useChatConnectionState(connection);
  const outboxItems = useOutboxItems(connection);
  const isOnline = useIsOnline();
  const [fill, setFill] = useState<{ text: string; version: number } | null>(null);
  const endRef = useRef<HTMLDivElement>(null);

  const messages = useMemo(() => flattenMessages(messagesQuery.data), [messagesQuery.data]);
  const pending = useMemo(() => {
    const sent = new Set(messages.filter((message) => message.isOwn).map((message) => message.clientId));
    return outboxItems.filter((item) => item.threadId === threadId && !sent.has(item.clientId));
  }, [messages, outboxItems, threadId]);

  useMarkRead(userId, threadId, messages);

  useEffect(() => {
    if (!connection) return;
    connection.openThreadId = threadId;
    return () => {
      if (connection.openThreadId === threadId) connection.openThreadId = null;
    };
  }, [connection, threadId]);

  const lastKey = `${messages.at(-1)?.id ?? ''}:${pending.length}`;
  useEffect(() => {
    if (lastKey !== ':0') endRef.current?.scrollIntoView({ block: 'end' });
  }, [lastKey]);

  if (threadQuery.isPending) {
    return <Spinner className="m-auto flex py-16" label={t('page.title')} />;
  }
  if (threadQuery.isError) {
    return (
      <div className="p-4">
        <Alert variant="danger">{t('page.threadNotFound')}</Alert>
      </div>
    );
  }
  const thread = threadQuery.data;
  const isTyping = (state.typingUntil[threadId] ?? 0) > Date.now();
  const lastMessage = messages.filter((message) => message.kind !== 'system').at(-1);
  const suggestionTarget =
    thread.role === 'seller' && lastMessage && !lastMessage.isOwn && lastMessage.kind === 'text'
      ? lastMessage
      : null;
  const disabledReason = thread.isBlocked
    ? thread.hasBlockedCounterpart
      ? t('composer.blockedByYou', { name: userName(thread.counterpart.name) })
      : t('composer.blockedByThem')
    : null;
  const needsConsent =
    consentQuery.data?.isGranted === false ||
    pending.some((item) => item.state === 'failed' && item.errorCode === 'CONSENT_REQUIRED');
  const agreeToCommunicate = async () => {
    const consent = await grantCommunicationConsent();
    queryClient.setQueryData(chatQueryKeys.consent(userId), consent);
    for (const item of pending) {
      if (item.state === 'failed' && item.errorCode === 'CONSENT_REQUIRED') {
        await connection?.outbox.retry(item.clientId);
      }
    }
  };
  const reasonOf = (item: OutboxItem) =>
    item.errorCode && tCommon(`errors.${item.errorCode}`, { defaultValue: '' })
      ? tCommon(`errors.${item.errorCode}`)
      : (item.errorMessage ?? tCommon('errors.INTERNAL'));

  return (
    <section
      aria-label={t('thread.messagesLabel', { name: userName(thread.counterpart.name) })}
      className="flex min-h-0 flex-1 flex-col"
    >
      <ListingHeader thread={thread} onBack={onBack} userId={userId} />
      {/* Focusable so keyboard users can scroll the conversation. */}
      <div
        role="log"
        aria-label={t('page.title')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:outline-brand sm:px-4"
        data-testid="thread-messages"
      >
        {!thread.listing.isLive && (
          <Alert variant="info" className="mb-3">
            {t('thread.notLive')}
          </Alert>
        )}
        {thread.status === 'archived' && (
          <Alert variant="info" className="mb-3">
            {t('thread.archivedNote')}
          </Alert>
        )}
        {messagesQuery.hasNextPage && (
          <div className="mb-3 flex justify-center">
            <Button
              size="sm"
              variant="outline"
              isLoading={messagesQuery.isFetchingNextPage}
              onClick={() => void messagesQuery.fetchNextPage()}
            >
              {t('thread.loadOlder')}
            </Button>
          </div>
        )}
        {messagesQuery.isPending ? (
          <Spinner className="mx-auto my-8 flex" isDecorative />
        ) : messagesQuery.isError ? (
          <Alert variant="danger">{t('thread.loadFailed')}</Alert>
        ) : (
          <>
            {messages.length === 0 && pending.length === 0 && (
              <p className="mx-auto max-w-md text-center text-sm text-muted">
                {thread.role === 'buyer'
                  ? t('thread.startHint')
                  : t('thread.sellerAdvice', { hours: sellerReplyAdviceHours })}
              </p>
            )}
            <ol className="grid gap-3">
              {messages.map((message) => (
                <MessageBubble key={message.id} message={message} thread={thread} />
              ))}
              {pending.map((item) => (
                <PendingBubble
                  key={item.clientId}
                  item={item}
                  failureReason={item.state === 'failed' ? reasonOf(item) : null}
                  onRetry={() => void connection?.outbox.retry(item.clientId)}
                  onDiscard={() => connection?.outbox.discard(item.clientId)}
                />
              ))}
            </ol>
            {suggestionTarget && (
              <Suspense fallback={null}>
                <div className="mt-3">
                  <AssistantSuggestions
                    thread={thread}
                    messageId={suggestionTarget.id}
                    onUse={(text) => setFill((current) => ({ text, version: (current?.version ?? 0) + 1 }))}
                  />
                </div>
              </Suspense>
            )}
          </>
        )}
        <p aria-live="polite" className="mt-2 min-h-5 text-xs text-muted italic">
          {isTyping ? t('thread.typing', { name: userName(thread.counterpart.name) }) : ''}
        </p>
        <div ref={endRef} />
      </div>
      {needsConsent && disabledReason === null ? (
        <ConsentPrompt onAgree={agreeToCommunicate} />
      ) : (
        <MessageComposer
          disabledReason={disabledReason}
          isOffline={!isOnline}
          fill={fill}
          onSend={(body) => connection?.outbox.write(threadId, body)}
          onTyping={(typing) => connection?.sendTyping(threadId, typing)}
        />
      )}
    </section>
  );
}
