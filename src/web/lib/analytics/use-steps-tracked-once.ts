import { useMemo, useRef } from 'react';

export interface StepsTrackedOnce<Step extends string> {
  /** The user reached the step: sent the first time only, until `reset`. */
  reach(step: Step): void;
  /** Counting starts again (another listing, another visit): each step may be sent once more. */
  reset(): void;
}

/**
 * A funnel's steps (ADR 068 `sell_flow_step`, `checkout_step`), each sent once: the figures count
 * sessions that reached a step, so a second event for the same step adds nothing but traffic.
 * `send` must be stable (a module-level function that calls `track`).
 */
export function useStepsTrackedOnce<Step extends string>(send: (step: Step) => void): StepsTrackedOnce<Step> {
  const reached = useRef(new Set<Step>());
  return useMemo(
    () => ({
      reach(step) {
        if (reached.current.has(step)) return;
        reached.current.add(step);
        send(step);
      },
      reset() {
        reached.current.clear();
      },
    }),
    [send],
  );
}
