import type { DeleteAccountRequest } from '@shared/privacy/account-deletion.schema';

/** A six-digit code is a TOTP; anything else typed in the code field is a recovery code. */
export function confirmationRequest(secret: string, requiresSecondFactor: boolean): DeleteAccountRequest {
  const value = secret.trim();
  if (!requiresSecondFactor) return { password: secret };
  return /^\d{6}$/.test(value) ? { otp: value } : { recoveryCode: value };
}
