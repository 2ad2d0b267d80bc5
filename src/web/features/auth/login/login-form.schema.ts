import { oneTimeCodeMinLength } from '@shared/auth/auth.constants';
import { z } from 'zod';
import type { LoginMode } from './login-state';

/** Messages are keys of the `auth` catalogue (`validation.*`); the form translates them. */
export const signInEmailSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

export interface LoginFormValues {
  email: string;
  password: string;
  rememberMe: boolean;
  otp: string;
  recoveryCode: string;
}

const credentialsShape = {
  email: signInEmailSchema,
  password: z.string().min(1, { error: 'validation.passwordRequired' }),
  rememberMe: z.boolean(),
};

/** Spec §5 login: email and password required; a trimmed code of at least 6 characters per mode. */
export const loginFormSchemas = {
  credentials: z.object(credentialsShape),
  otp: z.object({
    ...credentialsShape,
    otp: z.string().trim().min(oneTimeCodeMinLength, { error: 'validation.otp' }),
  }),
  recovery: z.object({
    ...credentialsShape,
    recoveryCode: z
      .string()
      .trim()
      .min(oneTimeCodeMinLength, { error: 'validation.recoveryCode' })
      .transform((code) => code.toUpperCase()),
  }),
} satisfies Record<LoginMode, z.ZodType>;
