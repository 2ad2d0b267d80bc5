import type { TokenPair } from '@shared/auth/auth.schema';
import { sessionEndpoints } from '@shared/auth/session.endpoints';
import { apiClient } from '../../api';

/** POST /auth/refresh: trades the refresh token for a new pair (the old refresh token is then spent). */
export async function refreshTokens(refreshToken: string): Promise<TokenPair> {
  const response = await apiClient.call(sessionEndpoints.refresh, { body: { refreshToken } });
  return response.data;
}
