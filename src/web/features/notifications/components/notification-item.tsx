import type { Notification } from '@shared/notifications/notification.schema';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

interface NotificationItemProps {
  notification: Notification;
  /** Already formatted relative to now ("5 minutes ago"). */
  time: string;
  onOpen: () => void;
}

/** One notification: a click marks it read and opens what it points to. */
export function NotificationItem({ notification, time, onOpen }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const isUnread = !notification.read;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          'grid w-full grid-cols-[0.5rem_1fr] gap-x-3 rounded-lg px-3 py-2.5 text-left hover:bg-surface-sunken',
          isUnread && 'bg-brand-soft/40',
        )}
      >
        <span
          aria-hidden
          className={cn('mt-1.5 size-2 rounded-full', isUnread ? 'bg-brand' : 'bg-transparent')}
        />
        <span className="grid min-w-0 gap-0.5">
          <span className={cn('text-sm text-ink', isUnread ? 'font-semibold' : 'font-medium')}>
            {isUnread && <span className="sr-only">{t('unread')}: </span>}
            {notification.title}
          </span>
          <span className="line-clamp-2 text-sm text-muted">{notification.description}</span>
          <time dateTime={notification.createdAt} className="text-xs text-muted">
            {time}
          </time>
        </span>
      </button>
    </li>
  );
}
