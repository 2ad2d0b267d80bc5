import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { sessionStore } from '../../../lib/session/session-client';
import { storageKeys } from '../../../lib/storage-keys';
import { parseGoogleFragment } from './google-fragment';

export type GoogleCallback =
  | { status: 'none' }
  | { status: 'pending'; redirectTo: string | null }
  | { status: 'failed'; reason: string | null };

const signInsByToken = new Map<string, Promise<unknown>>();

/**
 * Finishes a Google sign-in on /login: takes the tokens out of the address bar at once, stores them
 * like a password sign-in would, and reports where to go. Failures arrive as `?oauth=error&reason=…`.
 */
export function useGoogleCallback(): GoogleCallback {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [fragment] = useState(() => parseGoogleFragment(location.hash));
  const [result, setResult] = useState<GoogleCallback>(() => {
    if (fragment) return { status: 'pending', redirectTo: fragment.redirectTo };
    if (searchParams.get('oauth') === 'error')
      return { status: 'failed', reason: searchParams.get('reason') };
    return { status: 'none' };
  });

  // Tokens must not linger in the address bar or the history.
  useEffect(() => {
    if (!fragment || !location.hash) return;
    void navigate({ pathname: location.pathname }, { replace: true, state: location.state });
  }, [fragment, navigate, location.hash, location.pathname, location.state]);

  useEffect(() => {
    if (!fragment) return;
    const isRemembered = sessionStorage.getItem(storageKeys.oauthRememberMe) === 'true';
    let signingIn = signInsByToken.get(fragment.pair.refreshToken);
    if (!signingIn) {
      signingIn = sessionStore.signIn(fragment.pair, { isRemembered });
      signInsByToken.set(fragment.pair.refreshToken, signingIn);
    }
    signingIn.then(
      () => sessionStorage.removeItem(storageKeys.oauthRememberMe),
      () => setResult({ status: 'failed', reason: null }),
    );
  }, [fragment]);

  return result;
}
