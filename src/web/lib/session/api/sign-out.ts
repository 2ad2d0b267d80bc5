import { authEndpoints } from '@shared/auth/auth.endpoints';
import { apiClient } from '../../api';

/** POST /auth/logout: revokes the refresh token on the server. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  await apiClient.call(authEndpoints.logout, { body: { refreshToken } });
}
