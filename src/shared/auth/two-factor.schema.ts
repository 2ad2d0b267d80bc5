import { z } from 'zod';
import { oneTimeCodeMinLength } from './auth.constants';

const otpSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app.' });

export const twoFactorStatusResponseSchema = z.object({
  data: z.object({
    isEnabled: z.boolean(),
    enabledAt: z.iso.datetime().nullable(),
    recoveryCodesRemaining: z.number().int(),
    isSetupPending: z.boolean(),
  }),
});

export const twoFactorSetupResponseSchema = z.object({
  data: z.object({ secret: z.string(), otpauthUri: z.string() }),
});

export const twoFactorVerifyRequestSchema = z.strictObject({ otp: otpSchema });

export const recoveryCodesResponseSchema = z.object({
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});

/** Disabling needs proof of presence: a current code, a recovery code, or the password. */
export const twoFactorDisableRequestSchema = z
  .strictObject({
    otp: otpSchema.optional(),
    recoveryCode: z.string().trim().toUpperCase().min(oneTimeCodeMinLength).optional(),
    password: z.string().min(1).optional(),
  })
  .refine((value) => Boolean(value.otp || value.recoveryCode || value.password), {
    error: 'Provide a current code, a recovery code or your password.',
  });

export const regenerateRecoveryCodesRequestSchema = z.strictObject({ otp: otpSchema });
