import type { SessionUser } from '@shared/auth/auth.schema';
import { paths } from '../paths';

/** What the sign-in, register and onboarding routes read from `location.state`. */
export interface AuthLocationState {
  /** Where to go after signing in or finishing onboarding. */
  from?: string;
  /** Why the user was sent to /login (spec §4 session idle timeout, §8 session extension failure). */
  reason?: 'session_timeout' | 'session_expired';
  /** "Stay signed in" as it was, so signing in again keeps the choice. */
  rememberMe?: boolean;
  /** A success to confirm on /login, e.g. after the email address was verified. */
  notice?: 'email_verified' | 'password_reset';
  /** Prefills the sign-in email. */
  email?: string;
}

/**
 * A path inside this app, or null: never a scheme, a host or `//host`, so a crafted link cannot
 * send someone elsewhere after signing in.
 */
export function safeAppPath(value: unknown): string | null {
  if (typeof value === 'object' && value !== null && 'pathname' in value) {
    const { pathname, search, hash } = value as { pathname?: unknown; search?: unknown; hash?: unknown };
    return safeAppPath(`${String(pathname ?? '')}${String(search ?? '')}${String(hash ?? '')}`);
  }
  if (typeof value !== 'string') return null;
  return /^\/(?![/\\])[^\s]*$/.test(value) ? value : null;
}

export function readAuthLocationState(state: unknown): AuthLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  const result: AuthLocationState = {};
  const from = safeAppPath(record.from);
  if (from) result.from = from;
  if (record.reason === 'session_timeout' || record.reason === 'session_expired')
    result.reason = record.reason;
  if (typeof record.rememberMe === 'boolean') result.rememberMe = record.rememberMe;
  if (record.notice === 'email_verified' || record.notice === 'password_reset') result.notice = record.notice;
  if (typeof record.email === 'string') result.email = record.email;
  return result;
}

/** The current location as one path (pathname, search and hash). */
export function pathOf(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The auth pages themselves are no place to come back to. */
const authPaths: readonly string[] = [
  paths.login,
  paths.register,
  paths.verifyEmail,
  paths.resetPassword,
  paths.onboarding,
];

/**
 * Spec §2 "after authentication": where a freshly signed-in user lands. Onboarding comes first
 * when it is not completed, carrying the target along.
 */
export function landingAfterSignIn(
  user: SessionUser,
  target: string | null | undefined,
): { to: string; state?: AuthLocationState } {
  const destination = target && !authPaths.includes(target.split(/[?#]/)[0] ?? '') ? target : null;
  // Without a destination, onboarding picks its own (the home page).
  if (!user.onboarding.completed)
    return { to: paths.onboarding, state: destination ? { from: destination } : {} };
  return { to: destination ?? paths.home };
}
