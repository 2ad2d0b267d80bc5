import { defineEndpoint, publicAccess, redirectResponse } from '../api/endpoint';
import { googleCallbackQuerySchema, googleStartQuerySchema, googleStartResponseSchema } from './oauth.schema';

const tags = ['auth'];

/** Sign-in with Google (OpenID Connect); both answer 501 NOT_CONFIGURED without a client id and secret. */
export const googleSignInEndpoints = {
  startGoogleSignIn: defineEndpoint({
    method: 'GET',
    path: '/auth/google/start',
    summary: 'The Google sign-in URL to navigate to (501 when Google sign-in is not configured)',
    tags,
    access: publicAccess,
    query: googleStartQuerySchema,
    responses: { 200: googleStartResponseSchema },
    errors: ['NOT_CONFIGURED'],
  }),
  completeGoogleSignIn: defineEndpoint({
    method: 'GET',
    path: '/auth/google/callback',
    summary: 'Where Google sends the browser back; redirects to /login with the session in the fragment',
    description: 'The redirect carries tokens in its fragment and is sent with `Cache-Control: no-store`.',
    tags,
    access: publicAccess,
    query: googleCallbackQuerySchema,
    responses: { 302: redirectResponse('Redirect to /login?oauth=success|error') },
    errors: ['NOT_CONFIGURED'],
  }),
};
