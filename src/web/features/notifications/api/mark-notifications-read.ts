import { notificationsEndpoints } from '@shared/notifications/notifications.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { type NotificationList, notificationsQueryKeyRoot } from './get-notifications';

export type MarkNotificationsReadRequest = { ids: string[] } | { all: true };

export async function markNotificationsRead(request: MarkNotificationsReadRequest): Promise<void> {
  await apiClient.call(notificationsEndpoints.markNotificationsRead, { body: request });
}

function markedRead(list: NotificationList, request: MarkNotificationsReadRequest): NotificationList {
  const isTarget = (id: string) => 'all' in request || request.ids.includes(id);
  const notifications = list.notifications.map((item) =>
    isTarget(item.id) ? { ...item, read: true } : item,
  );
  const newlyRead = list.notifications.filter((item) => !item.read && isTarget(item.id)).length;
  const unreadCount = 'all' in request ? 0 : Math.max(0, list.unreadCount - newlyRead);
  return { notifications, unreadCount };
}

/** Spec §4: read marking shows at once; the server is told, and the list refetched afterwards. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (request) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKeyRoot });
      queryClient.setQueriesData<NotificationList>({ queryKey: notificationsQueryKeyRoot }, (list) =>
        list ? markedRead(list, request) : list,
      );
    },
    onError: (error) => console.warn('Marking notifications as read failed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKeyRoot }),
  });
}
