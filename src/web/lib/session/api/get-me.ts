import type { SessionUser } from '@shared/auth/auth.schema';
import { sessionEndpoints } from '@shared/auth/session.endpoints';
import { apiClient } from '../../api';

/** GET /auth/me: the signed-in user, with roles and onboarding state. */
export async function getMe(): Promise<SessionUser> {
  const response = await apiClient.call(sessionEndpoints.getMe);
  return response.data.user;
}
