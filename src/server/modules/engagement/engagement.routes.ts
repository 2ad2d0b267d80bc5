import { errorResponseSchema } from '@shared/api/error.schema';
import {
  engagementHandoffRequestSchema,
  engagementHandoffResponseSchema,
} from '@shared/engagement/engagement.schema';
import type { AppInstance } from '../../core/app-instance';
import { authOf, requireAuth, requirePermission } from '../auth/auth-guard';
import { handOffEngagement } from './engagement.service';

export async function engagementRoutes(app: AppInstance) {
  app.post(
    '/marketplace/engagement/handoff',
    {
      preHandler: [requireAuth(app.deps.config.authSecret), requirePermission('engagement:manage')],
      schema: {
        tags: ['engagement'],
        summary: 'Store the watchlist and cart kept on the device before sign-in',
        body: engagementHandoffRequestSchema,
        response: {
          200: engagementHandoffResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: await handOffEngagement(app.deps.database.db, authOf(request).userId, request.body),
    }),
  );
}
