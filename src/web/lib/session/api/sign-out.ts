import { sessionEndpoints } from '@shared/auth/session.endpoints';
import { apiClient } from '../../api';

/** POST /auth/logout: revokes the refresh token on the server. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  await apiClient.call(sessionEndpoints.logout, { body: { refreshToken } });
}
