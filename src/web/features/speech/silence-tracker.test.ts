import { speechSilenceStopMs, speechSilenceWarningMs } from '@shared/speech/speech.schema';
import { describe, expect, it } from 'vitest';
import { createSilenceTracker, silenceRmsThreshold } from './silence-tracker';

describe('createSilenceTracker', () => {
  it('warns after the warning time and stops after the stop time of continuous silence', () => {
    const tracker = createSilenceTracker();
    const quiet = silenceRmsThreshold / 2;
    expect(tracker.update(quiet, 0)).toBe('silent');
    expect(tracker.update(quiet, speechSilenceWarningMs - 1)).toBe('silent');
    expect(tracker.update(quiet, speechSilenceWarningMs)).toBe('warning');
    expect(tracker.silentFor(speechSilenceWarningMs + 100)).toBe(speechSilenceWarningMs + 100);
    expect(tracker.update(quiet, speechSilenceStopMs)).toBe('stop');
  });

  it('starts counting again whenever there is sound', () => {
    const tracker = createSilenceTracker({ warningMs: 1_000, stopMs: 2_000 });
    tracker.update(0, 0);
    expect(tracker.update(0, 1_500)).toBe('warning');
    expect(tracker.update(0.2, 1_600)).toBe('sound');
    expect(tracker.silentFor(1_700)).toBe(0);
    expect(tracker.update(0, 1_700)).toBe('silent');
    expect(tracker.update(0, 3_600)).toBe('warning');
    expect(tracker.update(0, 3_700)).toBe('stop');
    tracker.reset();
    expect(tracker.update(0, 10_000)).toBe('silent');
  });
});
