import type { ChatMessage, ChatThread } from '@shared/chat/chat.schema';
import { Bot, Check, CheckCheck, Clock, ShieldAlert, TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { currentLanguage } from '../../../lib/i18n';
import { useUserName } from '../../../lib/user-name';
import { formatMessageTime } from '../format-chat';
import type { OutboxItem } from '../outbox/chat-outbox';
import { OfferMessage } from './offer-message';

const bubbleBase =
  'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed whitespace-pre-wrap break-words';

/** One message of the thread, as the viewer may see it (spec §3 Chat: receipts, holds, warnings). */
export function MessageBubble({ message, thread }: { message: ChatMessage; thread: ChatThread }) {
  const { t } = useTranslation('chat');
  const userName = useUserName();
  const language = currentLanguage();
  const time = formatMessageTime(message.createdAt, language);

  if (message.kind === 'system') {
    return (
      <li className="flex justify-center">
        <p className="rounded-full bg-surface-sunken px-3 py-1 text-center text-xs text-muted">
          {message.systemEvent ? t(`message.system.${message.systemEvent}`) : message.body}{' '}
          <time dateTime={message.createdAt}>{time}</time>
        </p>
      </li>
    );
  }

  const isOwn = message.isOwn;
  return (
    <li className={cn('flex flex-col gap-1', isOwn ? 'items-end' : 'items-start')}>
      {message.warnings.length > 0 && (
        <div
          role="note"
          className="grid max-w-[85%] gap-1 rounded-xl border border-warning/40 bg-warning-soft px-3 py-2 text-xs text-ink"
        >
          {message.warnings.map((kind) => (
            <p key={kind} className="flex gap-2">
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
              <span>
                <span className="font-semibold">{t('message.warningTitle')}: </span>
                {t(`message.warning.${kind}`)}
              </span>
            </p>
          ))}
        </div>
      )}
      {message.kind === 'offer' ? (
        <div className="max-w-[85%]">
          {/* The offers catalogue loads on first use; only this bubble waits for it. */}
          <Suspense fallback={<Spinner isDecorative />}>
            <OfferMessage message={message} thread={thread} />
          </Suspense>
        </div>
      ) : (
        <p
          className={cn(
            bubbleBase,
            isOwn ? 'bg-brand text-on-brand' : 'bg-surface-sunken text-ink',
            message.status !== 'delivered' && 'opacity-80',
          )}
        >
          <span className="sr-only">{isOwn ? t('message.own') : userName(thread.counterpart.name)}: </span>
          {message.body}
        </p>
      )}
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 px-1 text-xs text-muted">
        {message.isAutoSent && (
          <span className="inline-flex items-center gap-1">
            <Bot aria-hidden className="size-3.5" />
            {t('message.autoSent')}
          </span>
        )}
        <time dateTime={message.createdAt}>{time}</time>
        {isOwn && message.status === 'delivered' && (
          <span className="inline-flex items-center gap-1">
            {message.readAt ? (
              <>
                <CheckCheck aria-hidden className="size-3.5 text-brand" />
                {t('message.read')}
              </>
            ) : (
              <>
                <Check aria-hidden className="size-3.5" />
                {t('message.sent')}
              </>
            )}
          </span>
        )}
      </p>
      {isOwn && message.status === 'held' && (
        <p className="flex max-w-[85%] items-start gap-1.5 px-1 text-xs text-ink">
          <ShieldAlert aria-hidden className="mt-0.5 size-3.5 shrink-0 text-warning" />
          {t('message.held')}
        </p>
      )}
      {isOwn && message.status === 'rejected' && (
        <p className="flex max-w-[85%] items-start gap-1.5 px-1 text-xs text-danger">
          <ShieldAlert aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          {t('message.rejected')}
        </p>
      )}
    </li>
  );
}

/** A message still on the device (offline outbox): pending, sending, or failed with retry and delete. */
export function PendingBubble({
  item,
  failureReason,
  onRetry,
  onDiscard,
}: {
  item: OutboxItem;
  failureReason: string | null;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('chat');
  const language = currentLanguage();
  const isFailed = item.state === 'failed';
  return (
    <li className="flex flex-col items-end gap-1" data-testid="pending-message">
      <p className={cn(bubbleBase, 'border border-dashed border-brand bg-brand-soft text-ink')}>
        <span className="sr-only">{t('message.own')}: </span>
        {item.body}
      </p>
      <p className={cn('flex items-center gap-1.5 px-1 text-xs', isFailed ? 'text-danger' : 'text-muted')}>
        <Clock aria-hidden className="size-3.5" />
        <time dateTime={item.createdAt}>{formatMessageTime(item.createdAt, language)}</time>
        <span>
          {isFailed
            ? t('message.failed', { reason: failureReason ?? '' })
            : item.state === 'sending'
              ? t('message.sending')
              : t('message.pending')}
        </span>
      </p>
      {isFailed && (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('message.retry')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDiscard}>
            {t('message.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
