/** Spec §9 and the accounts issue: limits every part of sign-in agrees on. */
export const passwordMinLength = 12;
export const oneTimeCodeMinLength = 6;
export const accessTokenLifetimeSeconds = 15 * 60;
/** "Stay signed in": the refresh token lives 30 days. */
export const rememberedRefreshLifetimeSeconds = 30 * 24 * 3600;
/** Otherwise the session ends with the browser session, and at the latest after 12 hours. */
export const sessionRefreshLifetimeSeconds = 12 * 3600;
export const verificationTokenLifetimeSeconds = 24 * 3600;
/** A password reset link works once, within one hour. */
export const passwordResetTokenLifetimeSeconds = 3600;
export const recoveryCodeCount = 10;
/** Spec §4: idle timeout 15 minutes with a 2-minute warning, checked every second. */
export const idleTimeoutMs = 15 * 60 * 1000;
export const idleWarningMs = 2 * 60 * 1000;
export const idleTickMs = 1000;

export const roleIds = ['buyer', 'seller', 'moderator', 'admin'] as const;
export type RoleId = (typeof roleIds)[number];

/** The exact server messages the login screen reacts to (spec §8). */
export const loginServerMessages = {
  twoFactorRequired: 'Two-factor authentication required',
  invalidOtp: 'Invalid one-time password',
  invalidRecoveryCode: 'Invalid recovery code',
} as const;
