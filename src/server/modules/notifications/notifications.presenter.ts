import type { Language } from '@shared/i18n/languages';
import type { Notification } from '@shared/notifications/notification.schema';
import { renderNotificationText } from './notification-text';
import type { NotificationRow } from './notifications.repository';

export function presentNotification(row: NotificationRow, language: Language): Notification {
  return {
    id: row.id,
    ...renderNotificationText(row.kind, row.payload, language),
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    category: row.category,
    actionTo: row.actionTo,
  };
}
