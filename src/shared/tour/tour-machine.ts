import { type TourStatus, tourStepCount } from './tour-constants';

/** What the overlay and the settings card ask the server to do (spec §4 tour transitions). */
export const tourActions = ['start', 'next', 'back', 'finish', 'skip', 'dismiss', 'restart'] as const;
export type TourAction = (typeof tourActions)[number];

/** The part of the tour state the transitions decide on. */
export interface TourPosition {
  status: TourStatus;
  stepIndex: number;
}

/** Which timestamp a transition sets, so the service can record it without repeating the rules. */
export type TourStamp = 'startedAt' | 'completedAt' | 'skippedAt' | 'dismissedAt' | null;

export type TourTransition =
  | { isAllowed: true; next: TourPosition; stamp: TourStamp }
  | { isAllowed: false; reason: string };

const lastStep = tourStepCount - 1;

function refuse(reason: string): TourTransition {
  return { isAllowed: false, reason };
}

function move(status: TourStatus, stepIndex: number, stamp: TourStamp): TourTransition {
  return { isAllowed: true, next: { status, stepIndex }, stamp };
}

/**
 * Spec §4: idle starts at step 0; next/back move within the 4 steps; finish (on the last step)
 * completes; skip sets skipped; remind later or Escape (`dismiss`) goes back to idle at step 0, so
 * the next start begins again. `restart` (the settings card) begins at step 0 from any state but a
 * running tour. Pure, so the server, the web and the unit tests share one set of rules.
 */
export function transitionTour(position: TourPosition, action: TourAction): TourTransition {
  const { status, stepIndex } = position;
  const isRunning = status === 'running';
  switch (action) {
    case 'start':
      return status === 'idle' ? move('running', 0, 'startedAt') : refuse(`The tour is ${status}, not idle.`);
    case 'restart':
      return isRunning ? refuse('The tour is already running.') : move('running', 0, 'startedAt');
    case 'next':
      if (!isRunning) return refuse(`The tour is ${status}, not running.`);
      return stepIndex < lastStep ? move('running', stepIndex + 1, null) : refuse('This is the last step.');
    case 'back':
      if (!isRunning) return refuse(`The tour is ${status}, not running.`);
      return stepIndex > 0 ? move('running', stepIndex - 1, null) : refuse('This is the first step.');
    case 'finish':
      if (!isRunning) return refuse(`The tour is ${status}, not running.`);
      return stepIndex === lastStep
        ? move('completed', stepIndex, 'completedAt')
        : refuse('The tour finishes on its last step.');
    case 'skip':
      return isRunning
        ? move('skipped', stepIndex, 'skippedAt')
        : refuse(`The tour is ${status}, not running.`);
    case 'dismiss':
      return isRunning ? move('idle', 0, 'dismissedAt') : refuse(`The tour is ${status}, not running.`);
  }
}

/** The overlay is visible exactly while the tour runs (spec §3 "visibility"). */
export function isTourVisible(status: TourStatus): boolean {
  return status === 'running';
}
