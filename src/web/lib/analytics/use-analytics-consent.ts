import { useSyncExternalStore } from 'react';
import { analyticsConsentStore } from './analytics-client';
import type { AnalyticsConsentStore, AnalyticsConsentView } from './analytics-consent-store';

/** The analytics consent as the banner and the settings card show it. */
export function useAnalyticsConsent(): AnalyticsConsentView & {
  choose: AnalyticsConsentStore['choose'];
} {
  const store = analyticsConsentStore();
  const view = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { ...view, choose: store.choose };
}
