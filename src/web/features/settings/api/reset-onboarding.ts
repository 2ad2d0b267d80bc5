import type { OnboardingState } from '@shared/auth/auth.schema';
import { onboardingEndpoints } from '@shared/profile/onboarding.endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { useSession } from '../../../lib/session/use-session';

/** POST /onboarding/reset: back to the first step, not completed. */
export async function resetOnboarding(): Promise<OnboardingState> {
  const response = await apiClient.call(onboardingEndpoints.resetOnboarding);
  return response.data.onboarding;
}

/**
 * Spec §4 onboarding reset, for the settings page. Afterwards the session's user says onboarding is
 * not completed, so the next protected page (including the one the user is on) leads to /onboarding,
 * which brings them back there when done.
 */
export function useResetOnboarding() {
  const { reloadUser } = useSession();
  return useMutation({
    mutationFn: async () => {
      await resetOnboarding();
      await reloadUser();
    },
  });
}
