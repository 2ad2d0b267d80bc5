import {
  googleCallbackQuerySchema,
  googleStartQuerySchema,
  googleStartResponseSchema,
} from '@shared/auth/oauth.schema';
import { z } from 'zod';
import type { AppInstance } from '../../core/app-instance';
import { authContextOf, errorResponses, requestMetaOf } from './auth-request';
import { completeGoogleSignIn, createGoogleAuthorizationUrl } from './google-oidc.service';

const tags = ['auth'];

export async function googleOidcRoutes(app: AppInstance) {
  app.get(
    '/auth/google/start',
    {
      schema: {
        tags,
        summary: 'The Google sign-in URL to navigate to (501 when Google sign-in is not configured)',
        querystring: googleStartQuerySchema,
        response: { 200: googleStartResponseSchema, ...errorResponses(400, 501) },
      },
    },
    async (request) => ({
      data: {
        url: await createGoogleAuthorizationUrl(authContextOf(app, request), request.query.redirectTo),
      },
    }),
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        tags,
        summary: 'Where Google sends the browser back; redirects to /login with the session in the fragment',
        querystring: googleCallbackQuerySchema,
        response: {
          302: z.null().describe('Redirect to /login?oauth=success|error'),
          ...errorResponses(400, 501),
        },
      },
    },
    async (request, reply) => {
      const location = await completeGoogleSignIn(
        authContextOf(app, request),
        request.query,
        requestMetaOf(request),
      );
      // The location carries tokens in its fragment: no cache may keep this answer.
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );
}
