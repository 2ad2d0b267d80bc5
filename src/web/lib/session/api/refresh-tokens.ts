import { type TokenPair, tokenPairResponseSchema } from '@shared/auth/auth.schema';
import { apiClient } from '../../api';

/** POST /auth/refresh: trades the refresh token for a new pair (the old refresh token is then spent). */
export async function refreshTokens(refreshToken: string): Promise<TokenPair> {
  const response = await apiClient.post(
    '/auth/refresh',
    { refreshToken },
    { schema: tokenPairResponseSchema, auth: false },
  );
  return response.data;
}
