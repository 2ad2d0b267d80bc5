import { createBrowserRouter } from 'react-router';
import { ErrorBoundaryPage } from '../features/errors/error-boundary-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { HomePage } from '../features/home/home-page';
import { PublicLayout } from './layouts/public-layout';
import { LegacyDashboardRedirect } from './legacy-dashboard-redirect';

/** Pages other than home load on demand so the first visit stays small. */
const lazyPage = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

export const router = createBrowserRouter([
  {
    errorElement: <ErrorBoundaryPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'styleguide',
            ...lazyPage(() =>
              import('../features/styleguide/styleguide-page').then((module) => ({
                Component: module.StyleguidePage,
              })),
            ),
          },
          {
            path: 'legal/privacy',
            ...lazyPage(() =>
              import('../features/legal/privacy-page').then((module) => ({ Component: module.PrivacyPage })),
            ),
          },
          {
            path: 'legal/imprint',
            ...lazyPage(() =>
              import('../features/legal/imprint-page').then((module) => ({ Component: module.ImprintPage })),
            ),
          },
          {
            path: 'docs/terms',
            ...lazyPage(() =>
              import('../features/legal/terms-page').then((module) => ({ Component: module.TermsPage })),
            ),
          },
          {
            path: 'support',
            ...lazyPage(() =>
              import('../features/legal/support-page').then((module) => ({ Component: module.SupportPage })),
            ),
          },
          { path: 'dashboard/*', element: <LegacyDashboardRedirect /> },
          { path: 'dashboard', element: <LegacyDashboardRedirect /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
