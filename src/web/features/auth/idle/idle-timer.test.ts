import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, type IdlePhase, idlePhaseAt, maxRefreshWaitMs, startIdleTimer } from './idle-timer';

const config = { timeoutMs: 15 * 60_000, warningMs: 2 * 60_000, tickMs: 1000 };

describe('idlePhaseAt', () => {
  it('is active until the warning window, then warning, then expired', () => {
    expect(idlePhaseAt(0, 12 * 60_000, config)).toEqual({ phase: 'active' });
    expect(idlePhaseAt(0, 13 * 60_000, config)).toEqual({ phase: 'warning', remainingMs: 2 * 60_000 });
    expect(idlePhaseAt(0, 15 * 60_000, config)).toEqual({ phase: 'expired' });
  });
});

describe('formatCountdown', () => {
  it.each([
    [120_000, '2:00'],
    [119_001, '2:00'],
    [119_000, '1:59'],
    [61_000, '1:01'],
    [9_000, '0:09'],
    [1, '0:01'],
    [0, '0:00'],
    [-5, '0:00'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('startIdleTimer (fake timers)', () => {
  let phases: IdlePhase[];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    phases = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = () => startIdleTimer({ config, onPhaseChange: (phase) => phases.push(phase) });

  it('warns after 13 minutes, counts down every second and expires at 15', () => {
    const timer = start();
    vi.advanceTimersByTime(13 * 60_000 - 1000);
    expect(phases).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(phases).toEqual([{ phase: 'warning', remainingMs: 120_000 }]);
    vi.advanceTimersByTime(3000);
    expect(
      phases.map((phase) => (phase.phase === 'warning' ? formatCountdown(phase.remainingMs) : phase.phase)),
    ).toEqual(['2:00', '1:59', '1:58', '1:57']);
    vi.advanceTimersByTime(117_000);
    expect(phases.at(-1)).toEqual({ phase: 'expired' });
    const count = phases.length;
    vi.advanceTimersByTime(60_000);
    expect(phases).toHaveLength(count);
    timer.stop();
  });

  it('activity restarts the countdown while active', () => {
    const timer = start();
    vi.advanceTimersByTime(10 * 60_000);
    timer.recordActivity();
    vi.advanceTimersByTime(10 * 60_000);
    expect(phases).toEqual([]);
    vi.advanceTimersByTime(3 * 60_000);
    expect(phases[0]?.phase).toBe('warning');
    timer.stop();
  });

  it('activity during the warning does not dismiss it; "stay signed in" (reset) does', () => {
    const timer = start();
    vi.advanceTimersByTime(14 * 60_000);
    expect(phases.at(-1)?.phase).toBe('warning');
    timer.recordActivity();
    vi.advanceTimersByTime(1000);
    expect(phases.at(-1)?.phase).toBe('warning');
    timer.reset();
    expect(phases.at(-1)).toEqual({ phase: 'active' });
    vi.advanceTimersByTime(12 * 60_000);
    expect(phases.at(-1)).toEqual({ phase: 'active' });
    timer.stop();
  });

  it('"stay signed in" holds the countdown while the refresh runs, but not for ever', () => {
    const timer = start();
    vi.advanceTimersByTime(15 * 60_000 - 1000);
    expect(phases.at(-1)).toEqual({ phase: 'warning', remainingMs: 1000 });
    timer.hold();
    vi.advanceTimersByTime(maxRefreshWaitMs - 1000);
    expect(phases.at(-1)?.phase).toBe('warning');
    vi.advanceTimersByTime(1000);
    expect(phases.at(-1)).toEqual({ phase: 'expired' });
    timer.stop();
  });

  it('a released hold goes on from the clock: past zero it expires at once', () => {
    const timer = start();
    vi.advanceTimersByTime(15 * 60_000 - 1000);
    timer.hold();
    vi.advanceTimersByTime(5000);
    expect(phases.at(-1)?.phase).toBe('warning');
    timer.release();
    expect(phases.at(-1)).toEqual({ phase: 'expired' });
  });

  it('the tab becoming visible counts as activity', () => {
    const timer = start();
    vi.advanceTimersByTime(12 * 60_000);
    timer.recordVisible();
    vi.advanceTimersByTime(12 * 60_000);
    expect(phases).toEqual([]);
    timer.stop();
  });

  it('a tab that comes back after the timeout expires at once instead of being revived', () => {
    let now = 0;
    const timer = startIdleTimer({
      config,
      now: () => now,
      setInterval: () => 1,
      clearInterval: () => {},
      onPhaseChange: (phase) => phases.push(phase),
    });
    now = 20 * 60_000;
    timer.recordVisible();
    expect(phases).toEqual([{ phase: 'expired' }]);
  });

  it('stop ends the checks', () => {
    const timer = start();
    timer.stop();
    vi.advanceTimersByTime(30 * 60_000);
    expect(phases).toEqual([]);
  });

  it('honours shortened test timings', () => {
    const timer = startIdleTimer({
      config: { timeoutMs: 8000, warningMs: 5000, tickMs: 1000 },
      onPhaseChange: (phase) => phases.push(phase),
    });
    vi.advanceTimersByTime(3000);
    expect(phases).toEqual([{ phase: 'warning', remainingMs: 5000 }]);
    vi.advanceTimersByTime(5000);
    expect(phases.at(-1)).toEqual({ phase: 'expired' });
    timer.stop();
  });
});
