import type { OnboardingState } from '@shared/auth/auth.schema';
import type { UpdateOnboardingRequest } from '@shared/profile/profile.schema';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { presentOnboarding } from './onboarding.presenter';
import { findOnboardingRow, type OnboardingChanges, updateOnboardingRow } from './onboarding.repository';

const accountGone = () => new AppError('UNAUTHENTICATED', 'This account no longer exists');

/** Every update counts as a visit (lastSeenAt); completing keeps the first completion time. */
export async function updateOnboarding(
  db: Db,
  userId: string,
  request: UpdateOnboardingRequest,
  now = new Date(),
): Promise<OnboardingState> {
  const current = await findOnboardingRow(db, userId);
  if (!current) throw accountGone();
  let completedAt = current.completedAt;
  if (request.completed === true) completedAt ??= now;
  if (request.completed === false) completedAt = null;
  const changes: OnboardingChanges = {
    step: request.currentStep ?? current.step,
    completedAt,
    lastSeenAt: now,
    ...(request.intents ? { intents: request.intents } : {}),
  };
  const row = await updateOnboardingRow(db, userId, changes);
  if (!row) throw accountGone();
  return presentOnboarding(row);
}

/** Back to the state of a new account: step 0, not completed, never seen, no intents. */
export async function resetOnboarding(db: Db, userId: string): Promise<OnboardingState> {
  const row = await updateOnboardingRow(db, userId, {
    step: 0,
    completedAt: null,
    lastSeenAt: null,
    intents: null,
  });
  if (!row) throw accountGone();
  return presentOnboarding(row);
}
