import { authEndpoints } from '@shared/auth/auth.endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** Where the reset mail's link points; the server appends `?token=…`. */
export function resetPasswordRedirectUri(): string {
  return `${window.location.origin}${paths.resetPassword}`;
}

/** POST /auth/password/forgot: answers the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.call(authEndpoints.forgotPassword, {
    body: { email, redirectUri: resetPasswordRedirectUri(), language: currentLanguage() },
  });
}

/** POST /auth/password/reset: sets the new password with the token from the link (single use). */
export async function resetPassword(input: { token: string; password: string }): Promise<void> {
  await apiClient.call(authEndpoints.resetPassword, { body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
