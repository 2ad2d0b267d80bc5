import { authEndpoints } from '@shared/auth/auth.endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { safeAppPath } from '../../../lib/session/auth-location';

/**
 * Where the verification mail's link points; the server appends `token=…`. The route the user
 * registered from rides along as `from`, so confirming can land them there (spec §2, ADR 048).
 */
export function verificationRedirectUri(returnTo?: string | null): string {
  const url = new URL(paths.verifyEmail, window.location.origin);
  const from = safeAppPath(returnTo);
  if (from && from !== paths.home) url.searchParams.set('from', from);
  return url.toString();
}

export async function registerAccount(input: {
  email: string;
  password: string;
  returnTo?: string | null;
}): Promise<void> {
  const { returnTo, ...account } = input;
  await apiClient.call(authEndpoints.register, {
    body: { ...account, redirectUri: verificationRedirectUri(returnTo), language: currentLanguage() },
  });
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
