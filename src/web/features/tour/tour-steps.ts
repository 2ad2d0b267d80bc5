import { tourStepCount } from '@shared/tour/tour-constants';
import { storageKeys } from '../../lib/storage-keys';

/**
 * The four steps (spec §9: 4). Each points at an element carrying `data-tour="<target>"` in the site
 * header; when that element is hidden (phones) the card shows centred instead.
 */
export const tourSteps = [
  { id: 'sell', target: 'sell' },
  { id: 'search', target: 'search' },
  { id: 'workspace', target: 'account' },
  { id: 'alerts', target: 'alerts' },
] as const satisfies readonly { id: string; target: string }[];

export type TourStep = (typeof tourSteps)[number];

if (tourSteps.length !== tourStepCount) throw new Error('The tour steps and tourStepCount disagree.');

/** The step at `index`, clamped so a stale index never breaks the overlay. */
export function tourStepAt(index: number): TourStep {
  const clamped = Math.min(Math.max(index, 0), tourSteps.length - 1);
  return tourSteps[clamped] ?? tourSteps[0];
}

/** sessionStorage: the tour starts by itself at most once per browser session and user. */
const autoStartKey = (userId: string) => `${storageKeys.tourAutoStarted}.${userId}`;

export function hasAutoStartedThisSession(userId: string): boolean {
  try {
    return sessionStorage.getItem(autoStartKey(userId)) !== null;
  } catch {
    return true; // Storage blocked: better never than on every page.
  }
}

export function markAutoStartedThisSession(userId: string): void {
  try {
    sessionStorage.setItem(autoStartKey(userId), new Date().toISOString());
  } catch {
    // Storage blocked: hasAutoStartedThisSession already answers true.
  }
}
