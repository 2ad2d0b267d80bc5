import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** Where the verification mail's link points; the server appends `?token=…`. */
export function verificationRedirectUri(): string {
  return `${window.location.origin}${paths.verifyEmail}`;
}

export async function registerAccount(input: { email: string; password: string }): Promise<void> {
  await apiClient.post(
    '/auth/register',
    { ...input, redirectUri: verificationRedirectUri(), language: currentLanguage() },
    { auth: false },
  );
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
