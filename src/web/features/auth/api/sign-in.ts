import { type LoginRequest, type TokenPair, tokenPairResponseSchema } from '@shared/auth/auth.schema';
import { apiClient } from '../../../lib/api';

/** POST /auth/login: the token pair, or an ApiError whose code the login state machine reads. */
export async function signIn(request: LoginRequest): Promise<TokenPair> {
  const response = await apiClient.post('/auth/login', request, {
    schema: tokenPairResponseSchema,
    auth: false,
  });
  return response.data;
}
