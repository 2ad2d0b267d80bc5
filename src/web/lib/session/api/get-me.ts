import { authEndpoints } from '@shared/auth/auth.endpoints';
import type { SessionUser } from '@shared/auth/auth.schema';
import { apiClient } from '../../api';

/** GET /auth/me: the signed-in user, with roles and onboarding state. */
export async function getMe(): Promise<SessionUser> {
  const response = await apiClient.call(authEndpoints.getMe);
  return response.data.user;
}
