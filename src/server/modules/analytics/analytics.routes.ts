import type { analyticsEndpoints } from '@shared/analytics/analytics.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import {
  getAnalyticsConsent,
  getAnalyticsFunnel,
  recordAnalyticsEvents,
  setAnalyticsConsent,
} from './analytics.service';

/** Analytics consent, events and the admin funnel (spec §7, issue 18, ADR 068). */
export function analyticsHandlers(deps: AppDependencies): GroupHandlers<typeof analyticsEndpoints> {
  const { db } = deps.database;
  return {
    getAnalyticsConsent: async ({ auth }) => ({ data: await getAnalyticsConsent(db, auth.userId) }),
    updateAnalyticsConsent: async ({ auth, body }) => ({
      data: await setAnalyticsConsent(db, auth.userId, body.state),
    }),
    recordAnalyticsEvents: async ({ auth, body, language, request }) => ({
      data: await recordAnalyticsEvents(db, body.events, {
        userId: auth?.userId,
        userAgentHeader: request.headers['user-agent'],
        language,
      }),
    }),
    getAnalyticsFunnel: async ({ query }) => ({ data: await getAnalyticsFunnel(db, query.days) }),
  };
}
