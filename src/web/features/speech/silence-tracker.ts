import { speechSilenceStopMs, speechSilenceWarningMs } from '@shared/speech/speech.schema';

/** Below this RMS a frame counts as silence (room noise on a laptop microphone stays under it). */
export const silenceRmsThreshold = 0.01;

export type SilenceVerdict = 'sound' | 'silent' | 'warning' | 'stop';

export interface SilenceTrackerOptions {
  warningMs?: number;
  stopMs?: number;
  threshold?: number;
}

/**
 * Spec §4: auto stop after long silence, with a warning first. Feed it one RMS reading at a time
 * with the time it was taken; it says when the warning starts and when to stop.
 */
export function createSilenceTracker({
  warningMs = speechSilenceWarningMs,
  stopMs = speechSilenceStopMs,
  threshold = silenceRmsThreshold,
}: SilenceTrackerOptions = {}) {
  let silentSince: number | null = null;
  return {
    update(rms: number, now: number): SilenceVerdict {
      if (rms >= threshold) {
        silentSince = null;
        return 'sound';
      }
      silentSince ??= now;
      const silentFor = now - silentSince;
      if (silentFor >= stopMs) return 'stop';
      if (silentFor >= warningMs) return 'warning';
      return 'silent';
    },
    /** Milliseconds of silence so far at `now` (0 while there is sound). */
    silentFor(now: number): number {
      return silentSince === null ? 0 : now - silentSince;
    },
    reset() {
      silentSince = null;
    },
  };
}

export type SilenceTracker = ReturnType<typeof createSilenceTracker>;
