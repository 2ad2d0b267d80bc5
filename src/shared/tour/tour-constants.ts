/** Spec §3 tour state and §4 tour transitions (issue 18). */
export const tourStatuses = ['idle', 'running', 'completed', 'skipped'] as const;
export type TourStatus = (typeof tourStatuses)[number];

/** Spec §9: the tour has 4 steps. */
export const tourStepCount = 4;
