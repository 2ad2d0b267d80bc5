import { meResponseSchema, type SessionUser } from '@shared/auth/auth.schema';
import { apiClient } from '../../api';

/** GET /auth/me: the signed-in user, with roles and onboarding state. */
export async function getMe(): Promise<SessionUser> {
  const response = await apiClient.get('/auth/me', { schema: meResponseSchema });
  return response.data.user;
}
