import type { OnboardingState } from '@shared/auth/auth.schema';
import { onboardingResponseSchema, type UpdateOnboardingRequest } from '@shared/profile/profile.schema';
import { apiClient } from '../../../lib/api';

/** PATCH /onboarding: progress (currentStep), intents and completion. */
export async function updateOnboarding(request: UpdateOnboardingRequest): Promise<OnboardingState> {
  const response = await apiClient.patch('/onboarding', request, { schema: onboardingResponseSchema });
  return response.data.onboarding;
}
