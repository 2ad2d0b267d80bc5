import {
  confirmVerificationRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  refreshRequestSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  tokenPairResponseSchema,
} from '@shared/auth/auth.schema';
import { authProvidersResponseSchema } from '@shared/auth/oauth.schema';
import { z } from 'zod';
import type { AppInstance } from '../../core/app-instance';
import { getSessionUser, listAuthProviders } from './auth.service';
import { authOf, requireAuth } from './auth-guard';
import { authContextOf, errorResponses, requestMetaOf } from './auth-request';
import { googleOidcRoutes } from './google-oidc.routes';
import { login } from './login.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { revokeSession, rotateRefreshToken } from './refresh-token.service';
import { confirmVerification, registerAccount, resendVerification } from './registration.service';
import { twoFactorRoutes } from './two-factor.routes';

const tags = ['auth'];

export async function authRoutes(app: AppInstance) {
  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account; answers the same whether or not the address is taken',
        body: registerRequestSchema,
        response: { 202: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const result = await registerAccount(authContextOf(app, request), request.body, requestMetaOf(request));
      return reply.status(202).send({ data: result });
    },
  );

  app.post(
    '/auth/verification/resend',
    {
      schema: {
        tags,
        summary: 'Send a new confirmation link; answers the same whether or not the address exists',
        body: resendVerificationRequestSchema,
        response: { 202: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const result = await resendVerification(
        authContextOf(app, request),
        request.body,
        requestMetaOf(request),
      );
      return reply.status(202).send({ data: result });
    },
  );

  app.post(
    '/auth/verification/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm an email address with the token from the link (single use, 24 hours)',
        body: confirmVerificationRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 410) },
      },
    },
    async (request) => ({ data: await confirmVerification(authContextOf(app, request), request.body.token) }),
  );

  app.post(
    '/auth/password/forgot',
    {
      schema: {
        tags,
        summary: 'Mail a link to choose a new password; answers the same whether or not the address exists',
        body: forgotPasswordRequestSchema,
        response: { 202: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const result = await requestPasswordReset(
        authContextOf(app, request),
        request.body,
        requestMetaOf(request),
      );
      return reply.status(202).send({ data: result });
    },
  );

  app.post(
    '/auth/password/reset',
    {
      schema: {
        tags,
        summary: 'Set a new password with the token from the link (single use, 1 hour); ends every session',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 410) },
      },
    },
    async (request) => ({ data: await resetPassword(authContextOf(app, request), request.body) }),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password (and a one-time or recovery code when two-factor is on)',
        body: loginRequestSchema,
        response: { 200: tokenPairResponseSchema, ...errorResponses(400, 401, 423, 429) },
      },
    },
    async (request) => ({
      data: await login(authContextOf(app, request), request.body, requestMetaOf(request)),
    }),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new token pair (the old refresh token stops working)',
        body: refreshRequestSchema,
        response: { 200: tokenPairResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      data: await rotateRefreshToken(
        authContextOf(app, request),
        request.body.refreshToken,
        request.headers['user-agent'],
      ),
    }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'End the session the refresh token belongs to',
        body: logoutRequestSchema,
        response: { 204: z.null().describe('Signed out'), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await revokeSession(authContextOf(app, request), request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      preHandler: requireAuth(app.deps.config.authSecret),
      schema: {
        tags,
        summary: 'The signed-in user',
        response: { 200: meResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      data: { user: await getSessionUser(authContextOf(app, request), authOf(request).userId) },
    }),
  );

  app.get(
    '/auth/providers',
    {
      schema: {
        tags,
        summary: 'Which social sign-in providers are configured',
        response: { 200: authProvidersResponseSchema },
      },
    },
    async () => ({ data: listAuthProviders(app.deps.config) }),
  );

  await app.register(twoFactorRoutes);
  await app.register(googleOidcRoutes);
}
