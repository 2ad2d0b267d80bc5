import { authEndpoints } from '@shared/auth/auth.endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { verificationRedirectUri } from './register-account';

export async function resendVerification(email: string): Promise<void> {
  await apiClient.call(authEndpoints.resendVerification, {
    body: { email, redirectUri: verificationRedirectUri(), language: currentLanguage() },
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
