import { Outlet, ScrollRestoration } from 'react-router';
import { TourGate } from '../../features/tour/components/tour-gate';
import { SiteFooter } from '../footer/site-footer';
import { MobileBottomBar } from '../header/mobile-bottom-bar';
import { SiteHeader } from '../header/site-header';
import { AnalyticsLayer } from './analytics-layer';
import { SkipLink } from './skip-link';
import { StickyCtaBar } from './sticky-cta-bar';

/** Spec §2 public layout: header, content, sticky call-to-action bar, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <StickyCtaBar />
      <SiteFooter />
      <MobileBottomBar />
      {/* The power-user tour: renders nothing unless the user is signed in and has the flag (ADR 071). */}
      <TourGate />
      <AnalyticsLayer />
      <ScrollRestoration />
    </div>
  );
}
