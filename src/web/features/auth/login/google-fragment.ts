import type { TokenPair } from '@shared/auth/auth.schema';
import { safeAppPath } from '../../../lib/session/auth-location';
import { readTokenExpiry } from '../../../lib/session/token-expiry';

/**
 * The token pair Google sign-in leaves in the URL fragment of /login
 * (`#accessToken=…&refreshToken=…&redirectTo=…`, plus the expiry times when the server sends them).
 */
export function parseGoogleFragment(hash: string): { pair: TokenPair; redirectTo: string | null } | null {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = fields.get('accessToken');
  const refreshToken = fields.get('refreshToken');
  if (!accessToken || !refreshToken) return null;
  const accessExpiry = readTokenExpiry(accessToken);
  return {
    pair: {
      accessToken,
      refreshToken,
      accessTokenExpiresAt:
        fields.get('accessTokenExpiresAt') ?? (accessExpiry ? new Date(accessExpiry).toISOString() : ''),
      refreshTokenExpiresAt: fields.get('refreshTokenExpiresAt') ?? '',
    },
    redirectTo: safeAppPath(fields.get('redirectTo')),
  };
}
