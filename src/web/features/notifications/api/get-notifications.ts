import type { Notification } from '@shared/notifications/notification.schema';
import { notificationsEndpoints } from '@shared/notifications/notifications.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';

/** Spec §9: unread counts refresh every 30 seconds (and when the window gets focus again). */
export const notificationsPollMs = 30_000;
export const notificationsPageSize = 20;

export const notificationsQueryKeyRoot = ['notifications'] as const;

export interface NotificationList {
  notifications: Notification[];
  unreadCount: number;
}

/** Title and description come in the language asked for. */
export async function getNotifications(limit: number, language: Language): Promise<NotificationList> {
  const response = await apiClient.call(notificationsEndpoints.listNotifications, {
    query: { limit },
    headers: { 'Accept-Language': language },
  });
  return response.data;
}

export function useNotifications(userId: string | null, language: Language) {
  return useQuery({
    queryKey: [...notificationsQueryKeyRoot, userId ?? '', language],
    queryFn: () => getNotifications(notificationsPageSize, language),
    enabled: userId !== null,
    refetchInterval: notificationsPollMs,
    refetchOnWindowFocus: true,
  });
}
