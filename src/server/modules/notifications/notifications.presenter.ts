import type { Notification } from '@shared/notifications/notification.schema';
import type { MailLanguage } from '../mail/mail-language';
import { renderNotificationText } from './notification-text';
import type { NotificationRow } from './notifications.repository';

export function presentNotification(row: NotificationRow, language: MailLanguage): Notification {
  return {
    id: row.id,
    ...renderNotificationText(row.kind, row.payload, language),
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    category: row.category,
    actionTo: row.actionTo,
  };
}
