import type { OnboardingState } from '@shared/auth/auth.schema';
import { onboardingEndpoints } from '@shared/profile/onboarding.endpoints';
import type { UpdateOnboardingRequest } from '@shared/profile/profile.schema';
import { apiClient } from '../../../lib/api';

/** PATCH /onboarding: progress (currentStep), intents and completion. */
export async function updateOnboarding(request: UpdateOnboardingRequest): Promise<OnboardingState> {
  const response = await apiClient.call(onboardingEndpoints.updateOnboarding, { body: request });
  return response.data.onboarding;
}
