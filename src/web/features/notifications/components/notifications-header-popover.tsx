import type { Notification } from '@shared/notifications/notification.schema';
import { Bell } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { Spinner } from '../../../components/ui/spinner';
import { formatRelativeTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { formatUnreadCount } from '../format-unread-count';
import { NotificationItem } from './notification-item';

/** Spec §2 header popover: the signed-in user's notifications, newest first, polled every 30 s. */
export function NotificationsHeaderPopover({ userId }: { userId: string }) {
  const { t } = useTranslation('notifications');
  const language = currentLanguage();
  const query = useNotifications(userId, language);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const headingId = useId();

  const unreadCount = query.data?.unreadCount ?? 0;
  const notifications = [...(query.data?.notifications ?? [])].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate({ ids: [notification.id] });
    if (notification.actionTo) {
      setIsOpen(false);
      void navigate(notification.actionTo);
    }
  };

  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverTrigger
        aria-label={
          unreadCount > 0
            ? t('trigger.withUnread', { count: unreadCount, shown: formatUnreadCount(unreadCount) })
            : t('trigger.label')
        }
        className="relative inline-flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-sunken data-[state=open]:bg-surface-sunken"
      >
        <Bell aria-hidden className="size-5" />
        {unreadCount > 0 && (
          <span
            aria-hidden
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[0.6875rem] font-semibold text-on-brand"
          >
            {formatUnreadCount(unreadCount)}
          </span>
        )}
      </PopoverTrigger>
      <PopoverContent align="end" aria-labelledby={headingId} className="w-96 p-0">
        <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
          <h2 id={headingId} className="text-base font-semibold">
            {t('title')}
          </h2>
          <Button
            size="sm"
            variant="ghost"
            disabled={unreadCount === 0}
            onClick={() => markRead.mutate({ all: true })}
          >
            {t('markAllRead')}
          </Button>
        </div>
        <div className="max-h-[min(32rem,70dvh)] overflow-y-auto p-2">
          {query.isPending ? (
            <Spinner className="mx-auto my-6 flex" />
          ) : query.isError ? (
            <Alert variant="danger">{t('loadFailed')}</Alert>
          ) : notifications.length === 0 ? (
            <EmptyState
              headingLevel={3}
              icon={<Bell />}
              title={t('empty')}
              description={t('emptyHint')}
              className="border-0 px-4 py-6"
            />
          ) : (
            <ul className="grid gap-1">
              {notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  time={formatRelativeTime(notification.createdAt, language)}
                  onOpen={() => open(notification)}
                />
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
