import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { AnalyticsConsentBanner } from '../../features/analytics/components/analytics-consent-banner';
import { track } from '../../lib/analytics/analytics-client';
import { pageTypeOf } from '../../lib/analytics/page-type';
import { useAnalyticsConsent } from '../../lib/analytics/use-analytics-consent';

/** Spec §7 page views: one `page_viewed` per location change (the query string stays out). */
function PageViews() {
  const { pathname } = useLocation();
  // Also counts the page the user was on when consenting (track is a no-op before that).
  const isGranted = useAnalyticsConsent().state === 'granted';
  useEffect(() => {
    if (isGranted) track('page_viewed', { path: pathname.slice(0, 500), pageType: pageTypeOf(pathname) });
  }, [pathname, isGranted]);
  return null;
}

/** What every layout carries for analytics: page views, and the consent banner while undecided. */
export function AnalyticsLayer() {
  return (
    <>
      <PageViews />
      {/* The banner's catalogue loads on its own; the page never waits for it. */}
      <Suspense fallback={null}>
        <AnalyticsConsentBanner />
      </Suspense>
    </>
  );
}
