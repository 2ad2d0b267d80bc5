/** Refresh this long before the access token expires, so requests never carry an expired token. */
export const refreshLeadMs = 60_000;
/** Never schedule refreshes closer together than this, even for very short-lived tokens. */
export const minimumRefreshDelayMs = 5_000;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The expiry (epoch milliseconds) in a JWT's payload, or null when the token is not a JWT or has
 * no numeric `exp`. The signature is not checked: the server does that; we only plan a refresh.
 */
export function readTokenExpiry(token: string): number | null {
  const payloadSegment = token.split('.')[1];
  if (!payloadSegment) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(payloadSegment));
    if (typeof payload !== 'object' || payload === null) return null;
    const exp = (payload as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * When to refresh a token that expires at `expiresAt`: `refreshLeadMs` ahead, or halfway through
 * what is left when the token lives shorter than that, but never sooner than the minimum delay.
 */
export function refreshDelayMs(expiresAt: number, now: number): number {
  const remaining = expiresAt - now;
  const delay = remaining > refreshLeadMs * 2 ? remaining - refreshLeadMs : remaining / 2;
  return Math.max(minimumRefreshDelayMs, Math.round(delay));
}

/** True when the token is expired or about to be (within `marginMs`). */
export function isExpiring(expiresAt: number | null, now: number, marginMs = 5_000): boolean {
  return expiresAt !== null && expiresAt - now <= marginMs;
}
