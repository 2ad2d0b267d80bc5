import { authEndpoints } from '@shared/auth/auth.endpoints';
import type { LoginRequest, TokenPair } from '@shared/auth/auth.schema';
import { apiClient } from '../../../lib/api';

/** POST /auth/login: the token pair, or an ApiError whose code the login state machine reads. */
export async function signIn(request: LoginRequest): Promise<TokenPair> {
  const response = await apiClient.call(authEndpoints.login, { body: request });
  return response.data;
}
