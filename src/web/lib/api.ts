import type { TFunction } from 'i18next';
import { createApiClient } from './api-client/api-client';
import type { SessionBridge } from './api-client/api-client.types';
import { ApiError } from './api-client/api-error';
import { currentLanguage } from './i18n';

/** Guests have no token; the accounts feature connects the real session with `connectSession`. */
let session: SessionBridge = {
  getAccessToken: () => null,
  refresh: async () => false,
  clearSession: () => {},
};

export function connectSession(bridge: SessionBridge) {
  session = bridge;
}

/** The connected session, for requests the API client cannot make itself (XHR uploads with progress). */
export const currentSession: SessionBridge = {
  getAccessToken: () => session.getAccessToken(),
  refresh: () => session.refresh(),
  clearSession: (reason) => session.clearSession(reason),
};

export const apiClient = createApiClient({ session: currentSession, language: () => currentLanguage() });

/** The user-facing text for a failed call: translated by error code, with the spec's fallbacks. */
export function describeApiError(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.INTERNAL');
  if (error.status === 0) return t('errors.network');
  if (error.code && t(`errors.${error.code}`, { defaultValue: '' })) return t(`errors.${error.code}`);
  return error.message || t('errors.requestFailed', { status: error.status });
}
