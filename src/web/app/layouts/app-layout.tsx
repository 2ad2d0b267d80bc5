import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { TourGate } from '../../features/tour/components/tour-gate';
import { useSession } from '../../lib/session/use-session';
import { MobileBottomBar } from '../header/mobile-bottom-bar';
import { SiteHeader } from '../header/site-header';
import { AnalyticsLayer } from './analytics-layer';
import { AppSideNav } from './app-side-nav';
import { SkipLink } from './skip-link';

/**
 * Spec §2 app layout (workspace, settings, admin, profile): the site header, a side navigation for
 * signed-in users and the main content area, and the bottom bar on phones. No sticky call-to-action
 * or footer: this is for work.
 */
export function AppLayout() {
  const { status } = useSession();
  return (
    <div className="flex min-h-dvh flex-col bg-canvas pb-16 md:pb-0">
      <SkipLink />
      <SiteHeader />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col lg:flex-row">
        {status === 'authenticated' && (
          <Suspense fallback={null}>
            <AppSideNav />
          </Suspense>
        )}
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 px-4 py-8 focus:outline-none lg:px-8">
          {/* Pages load their catalogues on demand; keep the header and navigation while they do. */}
          <Suspense
            fallback={
              <div className="flex justify-center py-16">
                <Spinner size="lg" />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
      {/* On phones the same bottom bar as on public pages: home, search, sell, saved, account. */}
      <MobileBottomBar />
      {/* The power-user tour: renders nothing unless the user is signed in and has the flag (ADR 071). */}
      <TourGate />
      <AnalyticsLayer />
      <ScrollRestoration />
    </div>
  );
}
