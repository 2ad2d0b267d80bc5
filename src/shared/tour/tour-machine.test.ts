import { describe, expect, it } from 'vitest';
import type { TourStatus } from './tour-constants';
import { isTourVisible, type TourAction, transitionTour } from './tour-machine';

const at = (status: TourStatus, stepIndex = 0) => ({ status, stepIndex });

describe('transitionTour', () => {
  it('starts an idle tour at step 0', () => {
    expect(transitionTour(at('idle'), 'start')).toEqual({
      isAllowed: true,
      next: at('running', 0),
      stamp: 'startedAt',
    });
  });

  it('moves next and back within the four steps', () => {
    let position = at('running', 0);
    for (const expected of [1, 2, 3]) {
      const result = transitionTour(position, 'next');
      if (!result.isAllowed) throw new Error(result.reason);
      expect(result.next).toEqual(at('running', expected));
      expect(result.stamp).toBeNull();
      position = result.next;
    }
    expect(transitionTour(position, 'next')).toEqual({ isAllowed: false, reason: 'This is the last step.' });
    const back = transitionTour(position, 'back');
    expect(back).toMatchObject({ isAllowed: true, next: at('running', 2) });
    expect(transitionTour(at('running', 0), 'back')).toEqual({
      isAllowed: false,
      reason: 'This is the first step.',
    });
  });

  it('finishes only on the last step', () => {
    expect(transitionTour(at('running', 3), 'finish')).toEqual({
      isAllowed: true,
      next: at('completed', 3),
      stamp: 'completedAt',
    });
    expect(transitionTour(at('running', 1), 'finish').isAllowed).toBe(false);
  });

  it('skips a running tour at any step', () => {
    expect(transitionTour(at('running', 2), 'skip')).toEqual({
      isAllowed: true,
      next: at('skipped', 2),
      stamp: 'skippedAt',
    });
  });

  it('dismisses (remind later, Escape) back to idle at step 0', () => {
    expect(transitionTour(at('running', 2), 'dismiss')).toEqual({
      isAllowed: true,
      next: at('idle', 0),
      stamp: 'dismissedAt',
    });
  });

  it('restarts from idle, completed and skipped, never while running', () => {
    for (const status of ['idle', 'completed', 'skipped'] as const) {
      expect(transitionTour(at(status, 3), 'restart')).toEqual({
        isAllowed: true,
        next: at('running', 0),
        stamp: 'startedAt',
      });
    }
    expect(transitionTour(at('running', 1), 'restart').isAllowed).toBe(false);
  });

  it('refuses every move of a tour that is not running, except start and restart', () => {
    const moves: TourAction[] = ['next', 'back', 'finish', 'skip', 'dismiss'];
    for (const status of ['idle', 'completed', 'skipped'] as const) {
      for (const action of moves) {
        expect(transitionTour(at(status, 1), action)).toEqual({
          isAllowed: false,
          reason: `The tour is ${status}, not running.`,
        });
      }
    }
  });

  it('starts only an idle tour (a finished or skipped one is restarted from settings)', () => {
    expect(transitionTour(at('completed', 3), 'start').isAllowed).toBe(false);
    expect(transitionTour(at('skipped', 1), 'start').isAllowed).toBe(false);
    expect(transitionTour(at('running', 1), 'start').isAllowed).toBe(false);
  });
});

describe('isTourVisible', () => {
  it('is visible only while running', () => {
    expect(isTourVisible('running')).toBe(true);
    for (const status of ['idle', 'completed', 'skipped'] as const) expect(isTourVisible(status)).toBe(false);
  });
});
