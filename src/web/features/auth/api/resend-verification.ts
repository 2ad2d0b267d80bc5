import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { verificationRedirectUri } from './register-account';

export async function resendVerification(email: string): Promise<void> {
  await apiClient.post(
    '/auth/verification/resend',
    { email, redirectUri: verificationRedirectUri(), language: currentLanguage() },
    { auth: false },
  );
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
