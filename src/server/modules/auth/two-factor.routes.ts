import {
  recoveryCodesResponseSchema,
  regenerateRecoveryCodesRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
  twoFactorVerifyRequestSchema,
} from '@shared/auth/two-factor.schema';
import { z } from 'zod';
import type { AppInstance } from '../../core/app-instance';
import { authOf, requireAuth } from './auth-guard';
import { authContextOf, errorResponses, requestMetaOf } from './auth-request';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from './two-factor.service';

const tags = ['auth'];

export async function twoFactorRoutes(app: AppInstance) {
  const preHandler = requireAuth(app.deps.config.authSecret);

  app.get(
    '/auth/2fa/status',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Whether two-factor authentication is on, and how many recovery codes are left',
        response: { 200: twoFactorStatusResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      data: await getTwoFactorStatus(authContextOf(app, request), authOf(request).userId),
    }),
  );

  app.post(
    '/auth/2fa/setup',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Create a new authenticator secret (active once a code from it is verified)',
        body: z.strictObject({}).nullish().describe('Empty: no body, or {}'),
        response: { 200: twoFactorSetupResponseSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => ({
      data: await startTwoFactorSetup(authContextOf(app, request), authOf(request).userId),
    }),
  );

  app.post(
    '/auth/2fa/verify',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Turn two-factor on with a code from the new secret; returns ten recovery codes',
        body: twoFactorVerifyRequestSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => ({
      data: {
        recoveryCodes: await confirmTwoFactorSetup(
          authContextOf(app, request),
          authOf(request).userId,
          request.body.otp,
          requestMetaOf(request),
        ),
      },
    }),
  );

  app.post(
    '/auth/2fa/recovery-codes',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Replace the recovery codes (the old ones stop working)',
        body: regenerateRecoveryCodesRequestSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => ({
      data: {
        recoveryCodes: await regenerateRecoveryCodes(
          authContextOf(app, request),
          authOf(request).userId,
          request.body.otp,
          requestMetaOf(request),
        ),
      },
    }),
  );

  app.post(
    '/auth/2fa/disable',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Turn two-factor off with a current code, a recovery code or the password',
        body: twoFactorDisableRequestSchema,
        response: { 200: twoFactorStatusResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => ({
      data: await disableTwoFactor(
        authContextOf(app, request),
        authOf(request).userId,
        request.body,
        requestMetaOf(request),
      ),
    }),
  );
}
