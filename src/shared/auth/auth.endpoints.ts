import { defineEndpoint, publicAccess } from '../api/endpoint';
import {
  confirmVerificationRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  tokenPairResponseSchema,
} from './auth.schema';
import { authProvidersResponseSchema } from './oauth.schema';
import { sessionEndpoints } from './session.endpoints';
import { confirmVerificationResponseSchema } from './verification.schema';

const tags = ['auth'];

/**
 * Accounts and sessions (ADR 021). The attempt limits of sign-in, registration and reset mails are
 * counted in the database by the auth services (per address and per account), not per process here.
 */
export const authEndpoints = {
  ...sessionEndpoints,
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    summary: 'Create an account; answers the same whether or not the address is taken',
    tags,
    access: publicAccess,
    body: registerRequestSchema,
    responses: { 202: messageResponseSchema },
    errors: ['BAD_REQUEST', 'RATE_LIMITED'],
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/auth/verification/resend',
    summary: 'Send a new confirmation link; answers the same whether or not the address exists',
    tags,
    access: publicAccess,
    body: resendVerificationRequestSchema,
    responses: { 202: messageResponseSchema },
    errors: ['BAD_REQUEST', 'RATE_LIMITED'],
  }),
  confirmVerification: defineEndpoint({
    method: 'POST',
    path: '/auth/verification/confirm',
    summary: 'Confirm an email address with the token from the link (single use, 24 hours)',
    description:
      'Signs the user in: answers a token pair like `/auth/login` (sent with `Cache-Control: no-store`), or `session: null` when the account needs two-factor or is locked.',
    tags,
    access: publicAccess,
    body: confirmVerificationRequestSchema,
    responses: { 200: confirmVerificationResponseSchema },
    errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED'],
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/password/forgot',
    summary: 'Mail a link to choose a new password; answers the same whether or not the address exists',
    tags,
    access: publicAccess,
    body: forgotPasswordRequestSchema,
    responses: { 202: messageResponseSchema },
    errors: ['BAD_REQUEST', 'RATE_LIMITED'],
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/password/reset',
    summary: 'Set a new password with the token from the link (single use, 1 hour); ends every session',
    tags,
    access: publicAccess,
    body: resetPasswordRequestSchema,
    responses: { 200: messageResponseSchema },
    errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED'],
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with email and password (and a one-time or recovery code when two-factor is on)',
    description: 'The token pair is sent with `Cache-Control: no-store`.',
    tags,
    access: publicAccess,
    body: loginRequestSchema,
    responses: { 200: tokenPairResponseSchema },
    errors: [
      'INVALID_CREDENTIALS',
      'TWO_FACTOR_REQUIRED',
      'INVALID_OTP',
      'INVALID_RECOVERY_CODE',
      'ACCOUNT_LOCKED',
      'RATE_LIMITED',
    ],
  }),
  listProviders: defineEndpoint({
    method: 'GET',
    path: '/auth/providers',
    summary: 'Which social sign-in providers are configured',
    tags,
    access: publicAccess,
    responses: { 200: authProvidersResponseSchema },
    errors: [],
  }),
};
