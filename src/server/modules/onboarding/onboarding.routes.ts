import type { onboardingEndpoints } from '@shared/profile/onboarding.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { resetOnboarding, updateOnboarding } from './onboarding.service';

export function onboardingHandlers(deps: AppDependencies): GroupHandlers<typeof onboardingEndpoints> {
  const { db } = deps.database;

  return {
    updateOnboarding: async ({ auth, body }) => ({
      data: { onboarding: await updateOnboarding(db, auth.userId, body) },
    }),
    resetOnboarding: async ({ auth }) => ({ data: { onboarding: await resetOnboarding(db, auth.userId) } }),
  };
}
