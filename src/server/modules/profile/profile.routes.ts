import { errorResponseSchema } from '@shared/api/error.schema';
import { profileResponseSchema, updateProfileRequestSchema } from '@shared/profile/profile.schema';
import type { AppInstance } from '../../core/app-instance';
import { authOf, requireAuth } from '../auth/auth-guard';
import { getProfile, updateProfile } from './profile.service';

export async function profileRoutes(app: AppInstance) {
  const preHandler = [requireAuth(app.deps.config.authSecret)];

  app.get(
    '/profile',
    {
      preHandler,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user’s profile',
        response: { 200: profileResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      data: { profile: await getProfile(app.deps.database.db, authOf(request).userId) },
    }),
  );

  app.patch(
    '/profile',
    {
      preHandler,
      schema: {
        tags: ['profile'],
        summary: 'Change display name, location (needs consent) and search preferences',
        body: updateProfileRequestSchema,
        response: { 200: profileResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      data: { profile: await updateProfile(app.deps.database.db, authOf(request).userId, request.body) },
    }),
  );
}
