import type { ChatThread } from '@shared/chat/chat.schema';
import type { TFunction } from 'i18next';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { formatPrice, formatRelativeTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useUserName } from '../../../lib/user-name';
import { formatUnreadBadge } from '../format-chat';

/** What the list shows of the last message: its text, or what kind it was. */
export function lastMessagePreview(thread: ChatThread, t: TFunction<'chat'>) {
  const last = thread.lastMessage;
  if (!last) return t('list.noMessages');
  const body =
    last.kind === 'offer'
      ? `${t('list.offerPreview')}: ${last.body}`
      : last.kind === 'system'
        ? t('list.systemPreview')
        : last.body;
  return last.isOwn ? t('list.you', { body }) : body;
}

export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation('chat');
  if (count <= 0) return null;
  const shown = formatUnreadBadge(count);
  return (
    <span
      className={cn(
        'flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-[0.6875rem] font-semibold text-on-brand',
        className,
      )}
    >
      <span aria-hidden>{shown}</span>
      <span className="sr-only">{t('list.unread', { count, shown })}</span>
    </span>
  );
}

/** Spec §2 /chat thread list: counterpart, subject, listing thumbnail and price, last message, unread count. */
export function ThreadList({
  threads,
  activeThreadId,
}: {
  threads: ChatThread[];
  activeThreadId: string | null;
}) {
  const { t } = useTranslation('chat');
  const userName = useUserName();
  const language = currentLanguage();
  return (
    <ul className="grid">
      {threads.map((thread) => {
        const isActive = thread.id === activeThreadId;
        return (
          <li key={thread.id}>
            <Link
              to={thread.actionTo}
              aria-current={isActive ? 'page' : undefined}
              className={cn(
                'flex gap-3 border-b border-line px-3 py-3 transition-colors hover:bg-surface-sunken focus-visible:bg-surface-sunken',
                isActive && 'bg-brand-soft hover:bg-brand-soft',
              )}
            >
              {thread.listing.thumbnailUrl ? (
                <img
                  src={thread.listing.thumbnailUrl}
                  alt=""
                  className="size-14 shrink-0 rounded-lg object-cover"
                />
              ) : (
                <span
                  aria-hidden
                  className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-surface-sunken text-muted"
                >
                  <ImageOff className="size-5" />
                </span>
              )}
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="flex items-baseline justify-between gap-2">
                  <span
                    className={cn('truncate text-sm', thread.unreadCount > 0 ? 'font-bold' : 'font-semibold')}
                  >
                    {userName(thread.counterpart.name)}
                  </span>
                  <time dateTime={thread.updatedAt} className="shrink-0 text-xs text-muted">
                    {formatRelativeTime(thread.updatedAt, language)}
                  </time>
                </span>
                <span className="flex items-baseline gap-2 text-xs text-muted">
                  <span className="truncate">{thread.subject}</span>
                  <span className="shrink-0 font-semibold text-ink">
                    {formatPrice(thread.listing.price, language)}
                  </span>
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span
                    className={cn('truncate text-sm', thread.unreadCount > 0 ? 'text-ink' : 'text-muted')}
                  >
                    {lastMessagePreview(thread, t)}
                  </span>
                  <UnreadBadge count={thread.unreadCount} className="shrink-0" />
                </span>
                <span className="flex gap-2 text-xs text-muted">
                  <span>{t(`list.role.${thread.role}`)}</span>
                  {thread.status === 'archived' && <span>· {t('list.archived')}</span>}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
