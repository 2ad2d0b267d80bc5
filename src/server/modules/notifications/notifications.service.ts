import type { Notification } from '@shared/notifications/notification.schema';
import type { Db } from '../../db/database';
import type { MailLanguage } from '../mail/mail-language';
import { presentNotification } from './notifications.presenter';
import {
  countUnreadNotifications,
  listNotificationRows,
  markNotificationRowsRead,
} from './notifications.repository';

export async function listNotifications(
  db: Db,
  userId: string,
  options: { limit: number; language: MailLanguage },
): Promise<{ notifications: Notification[]; unreadCount: number }> {
  const [rows, unreadCount] = await Promise.all([
    listNotificationRows(db, userId, options.limit),
    countUnreadNotifications(db, userId),
  ]);
  return { notifications: rows.map((row) => presentNotification(row, options.language)), unreadCount };
}

/** Marking is idempotent: already read and other users' notifications are left alone. */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  request: { ids: string[] } | { all: true },
): Promise<void> {
  await markNotificationRowsRead(db, userId, 'ids' in request ? request.ids : undefined);
}
