import { z } from 'zod';
import { defineEndpoint, publicAccess, signedIn } from '../api/endpoint';
import {
  logoutRequestSchema,
  meResponseSchema,
  refreshRequestSchema,
  tokenPairResponseSchema,
} from './auth.schema';

const tags = ['auth'];

/**
 * The calls a running session makes (refresh, sign-out, who am I), part of the `auth` group. A file
 * of their own so every page's first load carries them without the sign-in and registration forms'
 * schemas.
 */
export const sessionEndpoints = {
  refresh: defineEndpoint({
    method: 'POST',
    path: '/auth/refresh',
    summary: 'Exchange a refresh token for a new token pair (the old refresh token stops working)',
    description: 'The token pair is sent with `Cache-Control: no-store`.',
    tags,
    access: publicAccess,
    body: refreshRequestSchema,
    responses: { 200: tokenPairResponseSchema },
    errors: ['UNAUTHENTICATED'],
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    summary: 'End the session the refresh token belongs to',
    tags,
    access: publicAccess,
    body: logoutRequestSchema,
    responses: { 204: z.null().describe('Signed out') },
    errors: [],
  }),
  getMe: defineEndpoint({
    method: 'GET',
    path: '/auth/me',
    summary: 'The signed-in user',
    tags,
    access: signedIn,
    responses: { 200: meResponseSchema },
    errors: [],
  }),
};
