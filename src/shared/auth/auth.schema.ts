import { z } from 'zod';
import { languageSchema } from '../i18n/languages';
import { oneTimeCodeMinLength, passwordMinLength, roleIds } from './auth.constants';

/** Emails are compared trimmed and lower-cased everywhere. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address.' }));
export const newPasswordSchema = z
  .string()
  .min(passwordMinLength, { error: `Password must be at least ${passwordMinLength} characters long.` })
  .max(256);

export const roleIdSchema = z.enum(roleIds);

export const registerRequestSchema = z
  .strictObject({
    email: emailSchema,
    password: newPasswordSchema,
    /** Where the verification link points: origin + /verify-email; the token is appended as ?token=… */
    redirectUri: z.url(),
    language: languageSchema.optional(),
  })
  .meta({ id: 'RegisterRequest' });

export const resendVerificationRequestSchema = z.strictObject({
  email: emailSchema,
  redirectUri: z.url(),
  language: languageSchema.optional(),
});

export const confirmVerificationRequestSchema = z.strictObject({ token: z.string().min(10).max(200) });

export const forgotPasswordRequestSchema = z
  .strictObject({
    email: emailSchema,
    /** Where the reset link points: origin + /reset-password; the token is appended as ?token=… */
    redirectUri: z.url(),
    language: languageSchema.optional(),
  })
  .meta({ id: 'ForgotPasswordRequest' });

export const resetPasswordRequestSchema = z
  .strictObject({
    token: z.string().min(10).max(200),
    password: newPasswordSchema,
  })
  .meta({ id: 'ResetPasswordRequest' });

export const loginRequestSchema = z
  .strictObject({
    email: emailSchema,
    password: z.string().min(1).max(256),
    otp: z.string().trim().min(oneTimeCodeMinLength).max(10).optional(),
    recoveryCode: z.string().trim().toUpperCase().min(oneTimeCodeMinLength).max(32).optional(),
    rememberMe: z.boolean().optional(),
  })
  .meta({ id: 'LoginRequest' });

export const tokenPairSchema = z
  .object({
    accessToken: z.string(),
    refreshToken: z.string(),
    accessTokenExpiresAt: z.iso.datetime(),
    refreshTokenExpiresAt: z.iso.datetime(),
  })
  .meta({ id: 'TokenPair' });

export const tokenPairResponseSchema = z.object({ data: tokenPairSchema });

export const refreshRequestSchema = z.strictObject({ refreshToken: z.string().min(10).max(500) });
export const logoutRequestSchema = refreshRequestSchema;

export const onboardingStateSchema = z.object({
  completed: z.boolean(),
  currentStep: z.number().int().min(0),
  completedAt: z.iso.datetime().nullable(),
  lastSeenAt: z.iso.datetime().nullable(),
});

export const sessionUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    roles: z.array(z.string()),
    displayName: z.string(),
    isEmailVerified: z.boolean(),
    isTwoFactorEnabled: z.boolean(),
    onboarding: onboardingStateSchema,
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'SessionUser' });

export const meResponseSchema = z.object({ data: z.object({ user: sessionUserSchema }) });

/** Payload of the signed access token (JWT, 15 minutes). */
export const accessTokenPayloadSchema = z.object({
  sub: z.uuid(),
  /** The session the token was issued in; a token without one (issued before ADR 035) is refused. */
  sid: z.uuid(),
  roles: z.array(z.string()),
  exp: z.number(),
  iat: z.number(),
});

export const messageResponseSchema = z.object({ data: z.object({ message: z.string() }) });

export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export type TokenPair = z.infer<typeof tokenPairSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
export type OnboardingState = z.infer<typeof onboardingStateSchema>;
export type AccessTokenPayload = z.infer<typeof accessTokenPayloadSchema>;
