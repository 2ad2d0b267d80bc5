/** Retry timing for API calls (product spec §9: base 600 ms, doubling, at most 4000 ms). */
export const retryBaseDelayMs = 600;
export const retryMaxDelayMs = 4000;

/** GET requests are attempted at most this many times in total; other methods once (spec §7). */
export const maxGetAttempts = 3;

/** Delay before the next attempt after the given failed attempt (1-based): 600, 1200, 2400, 4000, 4000 … */
export function retryDelayMs(attempt: number): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  return Math.min(retryBaseDelayMs * 2 ** exponent, retryMaxDelayMs);
}

/**
 * Delay asked for by a `Retry-After` header given in seconds, capped at the maximum delay.
 * Anything else (missing, an HTTP date, garbage) yields undefined so the caller falls back to backoff.
 */
export function retryAfterDelayMs(header: string | null | undefined): number | undefined {
  const value = header?.trim();
  if (!value || !/^\d+(\.\d+)?$/.test(value)) {
    return undefined;
  }
  return Math.min(Math.round(Number(value) * 1000), retryMaxDelayMs);
}
