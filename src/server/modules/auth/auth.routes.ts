import type { authEndpoints } from '@shared/auth/auth.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { getSessionUser, listAuthProviders } from './auth.service';
import { authContextOf, forbidCaching, requestMetaOf } from './auth-request';
import { login } from './login.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { revokeSession, rotateRefreshToken } from './refresh-token.service';
import { confirmVerification, registerAccount, resendVerification } from './registration.service';

export function authHandlers(deps: AppDependencies): GroupHandlers<typeof authEndpoints> {
  return {
    register: async ({ body, request }) => ({
      data: await registerAccount(authContextOf(deps, request), body, requestMetaOf(request)),
    }),
    resendVerification: async ({ body, request }) => ({
      data: await resendVerification(authContextOf(deps, request), body, requestMetaOf(request)),
    }),
    confirmVerification: async ({ body, request, reply }) => {
      const confirmed = await confirmVerification(
        authContextOf(deps, request),
        body.token,
        requestMetaOf(request),
      );
      forbidCaching(reply);
      return { data: confirmed };
    },
    forgotPassword: async ({ body, request }) => ({
      data: await requestPasswordReset(authContextOf(deps, request), body, requestMetaOf(request)),
    }),
    resetPassword: async ({ body, request }) => ({
      data: await resetPassword(authContextOf(deps, request), body),
    }),
    login: async ({ body, request, reply }) => {
      const tokens = await login(authContextOf(deps, request), body, requestMetaOf(request));
      forbidCaching(reply);
      return { data: tokens };
    },
    refresh: async ({ body, request, reply }) => {
      const tokens = await rotateRefreshToken(
        authContextOf(deps, request),
        body.refreshToken,
        request.headers['user-agent'],
      );
      forbidCaching(reply);
      return { data: tokens };
    },
    logout: async ({ body, request }) => {
      await revokeSession(authContextOf(deps, request), body.refreshToken);
      return null;
    },
    getMe: async ({ auth, request }) => ({
      data: { user: await getSessionUser(authContextOf(deps, request), auth.userId) },
    }),
    listProviders: async () => ({ data: listAuthProviders(deps.config) }),
  };
}
