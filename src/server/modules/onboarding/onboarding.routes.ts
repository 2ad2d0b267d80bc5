import { errorResponseSchema } from '@shared/api/error.schema';
import { onboardingResponseSchema, updateOnboardingRequestSchema } from '@shared/profile/profile.schema';
import type { AppInstance } from '../../core/app-instance';
import { authOf, requireAuth } from '../auth/auth-guard';
import { resetOnboarding, updateOnboarding } from './onboarding.service';

export async function onboardingRoutes(app: AppInstance) {
  const preHandler = [requireAuth(app.deps.config.authSecret)];

  app.patch(
    '/onboarding',
    {
      preHandler,
      schema: {
        tags: ['onboarding'],
        summary: 'Record onboarding progress, completion and the user’s intents',
        body: updateOnboardingRequestSchema,
        response: { 200: onboardingResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      data: {
        onboarding: await updateOnboarding(app.deps.database.db, authOf(request).userId, request.body),
      },
    }),
  );

  app.post(
    '/onboarding/reset',
    {
      preHandler,
      schema: {
        tags: ['onboarding'],
        summary: 'Start onboarding again from the first step',
        response: { 200: onboardingResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      data: { onboarding: await resetOnboarding(app.deps.database.db, authOf(request).userId) },
    }),
  );
}
