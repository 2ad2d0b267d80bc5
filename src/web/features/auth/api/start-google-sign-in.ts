import { googleStartResponseSchema } from '@shared/auth/oauth.schema';
import { apiClient } from '../../../lib/api';

/** GET /auth/google/start: the Google consent URL; Google returns the browser to /login afterwards. */
export async function startGoogleSignIn(redirectTo: string | undefined): Promise<string> {
  const response = await apiClient.get('/auth/google/start', {
    query: { redirectTo },
    schema: googleStartResponseSchema,
    auth: false,
  });
  return response.data.url;
}
