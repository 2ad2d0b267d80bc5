export interface IdleConfig {
  /** Signed out after this long without activity. */
  timeoutMs: number;
  /** The warning shows for this long before the timeout. */
  warningMs: number;
  /** How often the timer looks at the clock. */
  tickMs: number;
}

export type IdlePhase =
  | { phase: 'active' }
  | { phase: 'warning'; remainingMs: number }
  | { phase: 'expired' };

/** Where a session stands `now`, given the last activity. */
export function idlePhaseAt(lastActivityAt: number, now: number, config: IdleConfig): IdlePhase {
  const remainingMs = lastActivityAt + config.timeoutMs - now;
  if (remainingMs <= 0) return { phase: 'expired' };
  if (remainingMs <= config.warningMs) return { phase: 'warning', remainingMs };
  return { phase: 'active' };
}

/** The warning's countdown as m:ss, rounded up so it reaches 0:00 exactly at the timeout. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * How long an answered warning waits for the session refresh at most: a refresh that hangs (no
 * network, no answer) must not keep an idle session open for ever.
 */
export const maxRefreshWaitMs = 30_000;

export interface IdleTimer {
  /** Pointer, key, scroll or touch: restarts the countdown, except while the warning shows. */
  recordActivity(): void;
  /** The tab became visible: check the clock first (it may have run out while hidden), then count it as activity. */
  recordVisible(): void;
  /** "Stay signed in": restarts the countdown even during the warning. */
  reset(): void;
  /**
   * "Stay signed in" was pressed and the session is being refreshed: the countdown waits for the
   * answer (up to `maxRefreshWaitMs`), so a refresh slower than the time left cannot sign out a
   * user who answered in time.
   */
  hold(): void;
  /** The refresh failed: the countdown goes on (and expires at once if its time is up). */
  release(): void;
  stop(): void;
}

/**
 * Spec §4 session idle timeout: checks every `tickMs`; reports the warning (with the time left) and
 * the expiry once each. Activity during the warning does not dismiss it: the user answers the
 * dialog (or it runs out), so a stray mouse move never hides it unseen.
 */
export function startIdleTimer(options: {
  config: IdleConfig;
  onPhaseChange: (phase: IdlePhase) => void;
  now?: () => number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}): IdleTimer {
  const { config, onPhaseChange } = options;
  const now = options.now ?? Date.now;
  const schedule = options.setInterval ?? ((callback, ms) => setInterval(callback, ms));
  const cancel =
    options.clearInterval ?? ((handle) => clearInterval(handle as ReturnType<typeof setInterval>));
  let lastActivityAt = now();
  let current: IdlePhase = { phase: 'active' };
  let isStopped = false;
  let heldAt: number | null = null;

  function tick() {
    if (isStopped) return;
    if (heldAt !== null && now() - heldAt < maxRefreshWaitMs) return;
    const next = idlePhaseAt(lastActivityAt, now(), config);
    const isSame =
      next.phase === current.phase &&
      (next.phase !== 'warning' ||
        (current.phase === 'warning' &&
          formatCountdown(next.remainingMs) === formatCountdown(current.remainingMs)));
    current = next;
    if (!isSame) onPhaseChange(next);
    if (next.phase === 'expired') stop();
  }

  const handle = schedule(tick, config.tickMs);

  function stop() {
    isStopped = true;
    cancel(handle);
  }

  function reset() {
    if (isStopped) return;
    heldAt = null;
    lastActivityAt = now();
    if (current.phase !== 'active') {
      current = { phase: 'active' };
      onPhaseChange(current);
    }
  }

  return {
    recordActivity() {
      if (current.phase === 'active') lastActivityAt = now();
    },
    recordVisible() {
      tick();
      if (current.phase === 'active') lastActivityAt = now();
    },
    reset,
    hold() {
      heldAt = now();
    },
    release() {
      heldAt = null;
      tick();
    },
    stop,
  };
}
