import { z } from 'zod';
import { defineEndpoint, signedIn } from '../api/endpoint';
import {
  recoveryCodesResponseSchema,
  regenerateRecoveryCodesRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusResponseSchema,
  twoFactorVerifyRequestSchema,
} from './two-factor.schema';

const tags = ['auth'];

/** The signed-in user's authenticator app and recovery codes; wrong codes are counted per account. */
export const twoFactorEndpoints = {
  getTwoFactorStatus: defineEndpoint({
    method: 'GET',
    path: '/auth/2fa/status',
    summary: 'Whether two-factor authentication is on, and how many recovery codes are left',
    tags,
    access: signedIn,
    responses: { 200: twoFactorStatusResponseSchema },
    errors: [],
  }),
  startTwoFactorSetup: defineEndpoint({
    method: 'POST',
    path: '/auth/2fa/setup',
    summary: 'Create a new authenticator secret (active once a code from it is verified)',
    description: 'The secret is sent with `Cache-Control: no-store`.',
    tags,
    access: signedIn,
    body: z.strictObject({}).nullish().describe('Empty: no body, or {}'),
    responses: { 200: twoFactorSetupResponseSchema },
    errors: ['CONFLICT'],
  }),
  verifyTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/auth/2fa/verify',
    summary: 'Turn two-factor on with a code from the new secret; returns ten recovery codes',
    description: 'The recovery codes are sent with `Cache-Control: no-store`.',
    tags,
    access: signedIn,
    body: twoFactorVerifyRequestSchema,
    responses: { 200: recoveryCodesResponseSchema },
    errors: ['INVALID_OTP', 'CONFLICT', 'RATE_LIMITED'],
  }),
  regenerateRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/auth/2fa/recovery-codes',
    summary: 'Replace the recovery codes (the old ones stop working)',
    description: 'The recovery codes are sent with `Cache-Control: no-store`.',
    tags,
    access: signedIn,
    body: regenerateRecoveryCodesRequestSchema,
    responses: { 200: recoveryCodesResponseSchema },
    errors: ['INVALID_OTP', 'CONFLICT', 'RATE_LIMITED'],
  }),
  disableTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/auth/2fa/disable',
    summary: 'Turn two-factor off with a current code, a recovery code or the password',
    tags,
    access: signedIn,
    body: twoFactorDisableRequestSchema,
    responses: { 200: twoFactorStatusResponseSchema },
    errors: ['INVALID_OTP', 'INVALID_RECOVERY_CODE', 'INVALID_CREDENTIALS', 'CONFLICT', 'RATE_LIMITED'],
  }),
};
