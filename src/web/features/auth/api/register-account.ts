import { authEndpoints } from '@shared/auth/auth.endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** Where the verification mail's link points; the server appends `?token=…`. */
export function verificationRedirectUri(): string {
  return `${window.location.origin}${paths.verifyEmail}`;
}

export async function registerAccount(input: { email: string; password: string }): Promise<void> {
  await apiClient.call(authEndpoints.register, {
    body: { ...input, redirectUri: verificationRedirectUri(), language: currentLanguage() },
  });
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
