import { z } from 'zod';

export const notificationCategories = ['order', 'system', 'security'] as const;

/** Spec §3 Notification. Title and description come in the language the request asks for. */
export const notificationSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    createdAt: z.iso.datetime(),
    read: z.boolean(),
    category: z.enum(notificationCategories),
    /** In-app path the notification opens, e.g. a listing or a saved search's results. */
    actionTo: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const notificationListResponseSchema = z.object({
  data: z.object({
    notifications: z.array(notificationSchema),
    unreadCount: z.number().int(),
  }),
});

export const markNotificationsReadRequestSchema = z.union([
  z.strictObject({ ids: z.array(z.uuid()).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
