import { oneTimeCodeMinLength } from '@shared/auth/auth.constants';
import { z } from 'zod';
import type { DisableTwoFactorRequest } from '../api/disable-two-factor';

/** Messages are catalogue keys of the settings namespace, translated where they are shown. */
export const otpFormatMessage = 'security.errors.otpFormat';

/** Spaces are allowed while typing ("123 456"), as many authenticator apps show the code that way. */
const otpField = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: otpFormatMessage }));

export const otpFormSchema = z.object({ otp: otpField });
export type OtpFormInput = z.input<typeof otpFormSchema>;
export type OtpFormValues = z.output<typeof otpFormSchema>;

export const disableMethods = ['otp', 'recoveryCode', 'password'] as const;
export type DisableMethod = (typeof disableMethods)[number];

export const disableFormSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('otp'), otp: otpField, recoveryCode: z.string(), password: z.string() }),
  z.object({
    method: z.literal('recoveryCode'),
    otp: z.string(),
    recoveryCode: z
      .string()
      .trim()
      .toUpperCase()
      .min(oneTimeCodeMinLength, { error: 'security.errors.recoveryCodeFormat' }),
    password: z.string(),
  }),
  z.object({
    method: z.literal('password'),
    otp: z.string(),
    recoveryCode: z.string(),
    password: z.string().min(1, { error: 'security.errors.passwordRequired' }),
  }),
]);
export type DisableFormInput = z.input<typeof disableFormSchema>;
export type DisableFormValues = z.output<typeof disableFormSchema>;

/** Only the chosen proof goes to the server. */
export function disableRequest(values: DisableFormValues): DisableTwoFactorRequest {
  if (values.method === 'otp') return { otp: values.otp };
  if (values.method === 'recoveryCode') return { recoveryCode: values.recoveryCode };
  return { password: values.password };
}

/** Server codes that are about what was typed: shown at the field rather than above the form. */
export const fieldErrorCodes: readonly string[] = [
  'INVALID_OTP',
  'INVALID_RECOVERY_CODE',
  'INVALID_CREDENTIALS',
  'VALIDATION_FAILED',
];
