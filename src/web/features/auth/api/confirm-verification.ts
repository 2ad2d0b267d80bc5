import { authEndpoints } from '@shared/auth/auth.endpoints';
import type { TokenPair } from '@shared/auth/auth.schema';
import { apiClient } from '../../../lib/api';

const pendingByToken = new Map<string, Promise<TokenPair | null>>();

/**
 * POST /auth/verification/confirm: the session it signs in with, or null when signing in needs more
 * (ADR 048). The token works once, so a second call for the same token (React runs effects twice in
 * development) shares the first call instead of failing.
 */
export function confirmVerification(token: string): Promise<TokenPair | null> {
  let pending = pendingByToken.get(token);
  if (!pending) {
    pending = apiClient.call(authEndpoints.confirmVerification, { body: { token } }).then(
      (response) => response.data.session,
      (error: unknown) => {
        // A failed call may be retried (e.g. after the network came back); a used token may not.
        pendingByToken.delete(token);
        throw error;
      },
    );
    pendingByToken.set(token, pending);
  }
  return pending;
}
