import type { notificationsEndpoints } from '@shared/notifications/notifications.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { listNotifications, markNotificationsRead } from './notifications.service';

export function notificationsHandlers(deps: AppDependencies): GroupHandlers<typeof notificationsEndpoints> {
  const { db } = deps.database;

  return {
    listNotifications: async ({ auth, query, language }) => ({
      data: await listNotifications(db, auth.userId, { limit: query.limit, language }),
    }),
    markNotificationsRead: async ({ auth, body }) => {
      await markNotificationsRead(db, auth.userId, body);
      return null;
    },
  };
}
