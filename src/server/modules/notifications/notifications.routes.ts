import { errorResponseSchema } from '@shared/api/error.schema';
import {
  markNotificationsReadRequestSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
} from '@shared/notifications/notification.schema';
import { z } from 'zod';
import type { AppInstance } from '../../core/app-instance';
import { authOf, requireAuth } from '../auth/auth-guard';
import { resolveMailLanguage } from '../mail/mail-language';
import { listNotifications, markNotificationsRead } from './notifications.service';

export async function notificationsRoutes(app: AppInstance) {
  const preHandler = [requireAuth(app.deps.config.authSecret)];
  const db = app.deps.database.db;

  app.get(
    '/notifications',
    {
      preHandler,
      schema: {
        tags: ['notifications'],
        summary: 'The signed-in user’s notifications, newest first, in the Accept-Language language',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await listNotifications(db, authOf(request).userId, {
        limit: request.query.limit,
        language: resolveMailLanguage(undefined, request.headers['accept-language']),
      }),
    }),
  );

  app.post(
    '/notifications/read',
    {
      preHandler,
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications as read: some by id, or all',
        body: markNotificationsReadRequestSchema,
        response: { 204: z.null().describe('Marked'), 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await markNotificationsRead(db, authOf(request).userId, request.body);
      return reply.status(204).send(null);
    },
  );
}
