import { z } from 'zod';
import { defineEndpoint, signedIn } from '../api/endpoint';
import {
  markNotificationsReadRequestSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
} from './notification.schema';

const tags = ['notifications'];

export const notificationsEndpoints = {
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    summary: 'The signed-in user’s notifications, newest first, in the Accept-Language language',
    tags,
    access: signedIn,
    query: notificationListQuerySchema,
    responses: { 200: notificationListResponseSchema },
    errors: [],
  }),
  markNotificationsRead: defineEndpoint({
    method: 'POST',
    path: '/notifications/read',
    summary: 'Mark notifications as read: some by id, or all',
    tags,
    access: signedIn,
    body: markNotificationsReadRequestSchema,
    responses: { 204: z.null().describe('Marked') },
    errors: [],
  }),
};
