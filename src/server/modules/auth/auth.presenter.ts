import type { SessionUser } from '@shared/auth/auth.schema';
import type { UserRow } from './auth.repository';

export function presentSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    email: user.email,
    roles: user.roles,
    displayName: user.displayName,
    isEmailVerified: user.emailVerifiedAt !== null,
    isTwoFactorEnabled: user.totpEnabledAt !== null,
    onboarding: {
      completed: user.onboardingCompletedAt !== null,
      currentStep: user.onboardingStep,
      completedAt: user.onboardingCompletedAt?.toISOString() ?? null,
      lastSeenAt: user.onboardingLastSeenAt?.toISOString() ?? null,
    },
    createdAt: user.createdAt.toISOString(),
  };
}
