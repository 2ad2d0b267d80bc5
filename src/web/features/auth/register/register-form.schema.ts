import { passwordMinLength } from '@shared/auth/auth.constants';
import { z } from 'zod';
import { signInEmailSchema } from '../login/login-form.schema';

export interface RegisterFormValues {
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

const passwordsSchema = z.object({ password: z.string(), confirmPassword: z.string() });

/** Spec §5 register; messages are keys of the `auth` catalogue. */
export const registerFormSchema = z
  .object({
    email: signInEmailSchema,
    password: z.string().min(passwordMinLength, { error: 'validation.passwordTooShort' }),
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((isAccepted) => isAccepted, { error: 'validation.termsRequired' }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
    // Say it even while another field is still wrong.
    when: (payload) => passwordsSchema.safeParse(payload.value).success,
  });
