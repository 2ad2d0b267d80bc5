import type { OnboardingState } from '@shared/auth/auth.schema';
import type { OnboardingRow } from './onboarding.repository';

export function presentOnboarding(row: OnboardingRow): OnboardingState {
  return {
    completed: row.completedAt !== null,
    currentStep: row.step,
    completedAt: row.completedAt?.toISOString() ?? null,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  };
}
