import type { googleSignInEndpoints } from '@shared/auth/google-sign-in.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { authContextOf, forbidCaching, requestMetaOf } from './auth-request';
import { completeGoogleSignIn, createGoogleAuthorizationUrl } from './google-oidc.service';

export function googleSignInHandlers(deps: AppDependencies): GroupHandlers<typeof googleSignInEndpoints> {
  return {
    startGoogleSignIn: async ({ query, request }) => ({
      data: { url: await createGoogleAuthorizationUrl(authContextOf(deps, request), query.redirectTo) },
    }),
    completeGoogleSignIn: async ({ query, request, reply }) => {
      const location = await completeGoogleSignIn(
        authContextOf(deps, request),
        query,
        requestMetaOf(request),
      );
      // The location carries tokens in its fragment: no cache may keep this answer.
      forbidCaching(reply);
      return reply.redirect(location, 302);
    },
  };
}
