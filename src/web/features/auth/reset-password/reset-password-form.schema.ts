import { passwordMinLength } from '@shared/auth/auth.constants';
import { z } from 'zod';
import { signInEmailSchema } from '../login/login-form.schema';

export interface ResetPasswordFormValues {
  password: string;
  confirmPassword: string;
}

/** Spec §5 password reset; messages are keys of the `auth` catalogue. */
export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(passwordMinLength, { error: 'validation.passwordTooShort' }),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });

export const forgotPasswordFormSchema = z.object({ email: signInEmailSchema });
