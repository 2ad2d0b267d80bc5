import { googleSignInEndpoints } from '@shared/auth/google-sign-in.endpoints';
import { apiClient } from '../../../lib/api';

/** GET /auth/google/start: the Google consent URL; Google returns the browser to /login afterwards. */
export async function startGoogleSignIn(redirectTo: string | undefined): Promise<string> {
  const response = await apiClient.call(googleSignInEndpoints.startGoogleSignIn, { query: { redirectTo } });
  return response.data.url;
}
