import type { TourState } from '@shared/tour/tour.schema';
import { tourStepCount } from '@shared/tour/tour-constants';
import { isTourVisible } from '@shared/tour/tour-machine';
import type { TourStateRow } from './tour.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A user without a row has never seen the tour: idle at step 0. */
export function presentTourState(row: TourStateRow | undefined): TourState {
  const status = row?.status ?? 'idle';
  return {
    status,
    stepIndex: row?.stepIndex ?? 0,
    stepCount: tourStepCount,
    isVisible: isTourVisible(status),
    startedAt: iso(row?.startedAt ?? null),
    completedAt: iso(row?.completedAt ?? null),
    skippedAt: iso(row?.skippedAt ?? null),
    dismissedAt: iso(row?.dismissedAt ?? null),
    updatedAt: iso(row?.updatedAt ?? null),
  };
}
