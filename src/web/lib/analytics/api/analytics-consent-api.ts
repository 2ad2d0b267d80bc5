import { analyticsEndpoints } from '@shared/analytics/analytics.endpoints';
import type { AnalyticsConsent } from '@shared/analytics/analytics.schema';
import type { AnalyticsConsentState } from '@shared/analytics/analytics-constants';
import { apiClient } from '../../api';

/** `GET /api/analytics/consent`: the account's analytics consent (spec §3). */
export async function getAccountAnalyticsConsent(): Promise<AnalyticsConsent> {
  return (await apiClient.call(analyticsEndpoints.getAnalyticsConsent)).data;
}

/** `PUT /api/analytics/consent`: the server keeps a consent record with the text version. */
export async function putAccountAnalyticsConsent(state: AnalyticsConsentState): Promise<AnalyticsConsent> {
  return (await apiClient.call(analyticsEndpoints.updateAnalyticsConsent, { body: { state } })).data;
}
