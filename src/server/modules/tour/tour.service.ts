import type { TourResponse } from '@shared/tour/tour.schema';
import { type TourAction, transitionTour } from '@shared/tour/tour-machine';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { getFeatureFlagsFor } from '../feature-flags/feature-flags.service';
import { presentTourState } from './tour.presenter';
import { findTourState, lockTourState, updateTourState } from './tour.repository';

/** Spec §3: flags default off; the tour exists only for users with `powerUserTour` on. */
async function isTourAvailable(db: Db, userId: string): Promise<boolean> {
  const flags = await getFeatureFlagsFor(db, userId);
  return flags.some((flag) => flag.key === 'powerUserTour' && flag.enabled);
}

export async function getTour(db: Db, userId: string): Promise<TourResponse> {
  const [isAvailable, row] = await Promise.all([isTourAvailable(db, userId), findTourState(db, userId)]);
  return { tour: presentTourState(row), isAvailable };
}

/** One move of the tour, checked by the shared state machine against the locked row. */
export async function updateTour(
  db: Db,
  userId: string,
  action: TourAction,
  now = new Date(),
): Promise<TourResponse> {
  if (!(await isTourAvailable(db, userId))) {
    throw new AppError('TOUR_NOT_AVAILABLE', 'The power-user tour is not enabled for this account.');
  }
  const row = await runInTransaction(db, async (executor) => {
    const current = await lockTourState(executor, userId);
    const transition = transitionTour(current, action);
    if (!transition.isAllowed) {
      throw new AppError('TOUR_TRANSITION_NOT_ALLOWED', transition.reason, {
        action,
        status: current.status,
        stepIndex: current.stepIndex,
      });
    }
    return updateTourState(executor, userId, {
      ...transition.next,
      ...(transition.stamp ? { [transition.stamp]: now } : {}),
      updatedAt: now,
    });
  });
  return { tour: presentTourState(row), isAvailable: true };
}
