import { createBrowserRouter } from 'react-router';
import { RequireRoles } from '../features/auth/guards/require-roles';
import { RequireSession } from '../features/auth/guards/require-session';
import { SessionRoot } from '../features/auth/session-root';
import { ErrorBoundaryPage } from '../features/errors/error-boundary-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { HomePage } from '../features/home/home-page';
import { SavedSearchesSection } from '../features/saved-searches/components/saved-searches-section';
import { recentListingsQuery } from '../lib/feeds/api/get-recent-listings';
import { i18next } from '../lib/i18n';
import { paths } from '../lib/paths';
import { sellerAreaRoles } from '../lib/session/persona';
import { useSessionSnapshot } from '../lib/session/use-session';
import type { FirstScreenHandle } from './first-screen';
import { PublicLayout } from './layouts/public-layout';
import { SessionOrObjectionLink } from './session-or-objection-link';

/** Pages other than home load on demand so the first visit stays small. */
const lazyPage = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

/** Like lazyPage, and also waits for the page's catalogues, so it never suspends the whole app. */
const lazyPageWithCatalogues = (
  namespaces: string[],
  load: () => Promise<{ Component: React.ComponentType; handle?: FirstScreenHandle }>,
) => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), i18next.loadNamespaces(namespaces)]);
    return module;
  },
});

/** Spec §2 error pages: "go home" means the workspace for signed-in users, else the home page. */
function RootErrorPage() {
  const { status } = useSessionSnapshot();
  return <ErrorBoundaryPage homePath={status === 'authenticated' ? paths.workspace : paths.home} />;
}

/** Spec §2: /sell is the same page as /listings/create (photos, speech, the AI draft). */
const createListingPage = () =>
  lazyPageWithCatalogues(['create-listing', 'speech', 'media', 'marketplaces'], () =>
    import('./pages/create-listing-page').then((module) => ({
      Component: module.CreateListingPage,
    })),
  );

/** The feed the home page's first render shows over the server's first screen (ADR 089). */
const homeFirstScreenHandle: FirstScreenHandle = {
  prefetchFirstScreen: (queryClient) => queryClient.prefetchQuery(recentListingsQuery(12)),
};

const legacyDashboardRedirect = () =>
  lazyPage(() =>
    import('./legacy-dashboard-redirect').then((module) => ({ Component: module.LegacyDashboardRedirect })),
  );

export const router = createBrowserRouter([
  {
    // The session's modal and idle timeout live above every layout.
    element: <SessionRoot />,
    errorElement: <RootErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            element: <HomePage savedSearches={<SavedSearchesSection />} />,
            handle: homeFirstScreenHandle,
          },
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
          {
            path: 'transparency',
            ...lazyPageWithCatalogues(['moderation'], () =>
              import('../features/moderation/transparency-page').then((module) => ({
                Component: module.TransparencyPage,
              })),
            ),
          },
          {
            path: 'search',
            ...lazyPageWithCatalogues(['search', 'locations'], () =>
              import('./pages/search-page').then((module) => ({ Component: module.SearchPage })),
            ),
          },
          {
            path: 'search/:seoSegment',
            ...lazyPageWithCatalogues(['search', 'locations'], () =>
              import('./pages/seo-search-page').then((module) => ({
                Component: module.SeoSearchPage,
              })),
            ),
          },
          {
            path: 'categories',
            ...lazyPageWithCatalogues(['search'], () =>
              import('../features/categories/categories-page').then((module) => ({
                Component: module.CategoriesPage,
              })),
            ),
          },
          {
            path: 'categories/:categorySlug',
            ...lazyPageWithCatalogues(['search', 'locations'], () =>
              import('./pages/category-page').then((module) => ({
                Component: module.CategoryPage,
              })),
            ),
          },
          {
            path: 'deals',
            ...lazyPageWithCatalogues(['deals'], () =>
              import('../features/deals/deals-page').then((module) => ({ Component: module.DealsPage })),
            ),
          },
          {
            path: 'deals/:segment',
            ...lazyPageWithCatalogues(['deals'], () =>
              import('../features/deals/deals-page').then((module) => ({ Component: module.DealsPage })),
            ),
          },
          {
            path: 'sellers/:sellerId',
            ...lazyPageWithCatalogues(['reviews', 'traders', 'moderation'], () =>
              import('../features/sellers/seller-page').then((module) => ({ Component: module.SellerPage })),
            ),
          },
          {
            path: 'listing/:listingSlug',
            ...lazyPageWithCatalogues(
              ['listing-detail', 'offers', 'reviews', 'identity', 'traders', 'moderation'],
              () =>
                import('./pages/listing-detail-with-identity-page').then((module) => ({
                  Component: module.ListingDetailWithIdentityPage,
                  handle: module.listingFirstScreenHandle,
                })),
            ),
          },
          {
            // Issue 17: guests see the device's watchlist here, signed-in users their account's.
            path: 'watchlist',
            ...lazyPageWithCatalogues(['engagement'], () =>
              import('../features/engagement/components/watchlist-page').then((module) => ({
                Component: module.WatchlistPage,
              })),
            ),
          },
          {
            // Spec §2 lists /chat with the public pages; it needs a session (§6), not finished onboarding.
            element: <RequireSession requireOnboarding={false} />,
            children: [
              {
                path: 'chat',
                handle: { hidesSellPrompt: true },
                ...lazyPageWithCatalogues(['chat', 'moderation'], () =>
                  import('../features/chat/components/chat-page').then((module) => ({
                    Component: module.ChatPage,
                  })),
                ),
              },
            ],
          },
          {
            // Issue 17: checkout and orders need a session; guests get the sign-in modal and come back here.
            element: <RequireSession requireOnboarding={false} />,
            children: [
              {
                path: 'checkout',
                handle: { hidesSellPrompt: true },
                ...lazyPageWithCatalogues(['checkout', 'orders'], () =>
                  import('../features/checkout/checkout-page').then((module) => ({
                    Component: module.CheckoutPage,
                  })),
                ),
              },
              {
                path: 'orders',
                handle: { hidesSellPrompt: true },
                ...lazyPageWithCatalogues(['orders'], () =>
                  import('../features/orders/orders-page').then((module) => ({
                    Component: module.OrdersPage,
                  })),
                ),
              },
              {
                path: 'orders/:orderId',
                handle: { hidesSellPrompt: true },
                ...lazyPageWithCatalogues(['orders', 'reviews'], () =>
                  import('../features/orders/order-page').then((module) => ({
                    Component: module.OrderPage,
                  })),
                ),
              },
            ],
          },
          { path: 'dashboard/*', ...legacyDashboardRedirect() },
          { path: 'dashboard', ...legacyDashboardRedirect() },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // Spec §2 standalone pages: sign-in, registration, email verification, password reset and onboarding.
        ...lazyPageWithCatalogues(['auth'], () =>
          import('./layouts/standalone-layout').then((module) => ({ Component: module.StandaloneLayout })),
        ),
        children: [
          {
            path: 'login',
            ...lazyPageWithCatalogues(['auth'], () =>
              import('../features/auth/login/login-page').then((module) => ({ Component: module.LoginPage })),
            ),
          },
          {
            path: 'register',
            ...lazyPageWithCatalogues(['auth'], () =>
              import('../features/auth/register/register-page').then((module) => ({
                Component: module.RegisterPage,
              })),
            ),
          },
          {
            path: 'verify-email',
            ...lazyPageWithCatalogues(['auth'], () =>
              import('../features/auth/verify-email/verify-email-page').then((module) => ({
                Component: module.VerifyEmailPage,
              })),
            ),
          },
          {
            path: 'reset-password',
            ...lazyPageWithCatalogues(['auth'], () =>
              import('../features/auth/reset-password/reset-password-page').then((module) => ({
                Component: module.ResetPasswordPage,
              })),
            ),
          },
          {
            // Needs a session but not finished onboarding; the page itself leads on once it is done.
            element: <RequireSession requireOnboarding={false} />,
            handle: { isWide: true },
            children: [
              {
                path: 'onboarding',
                ...lazyPageWithCatalogues(['onboarding'], () =>
                  import('../features/onboarding/onboarding-page').then((module) => ({
                    Component: module.OnboardingPage,
                  })),
                ),
              },
            ],
          },
        ],
      },
      {
        // Spec §2 app layout: workspace, settings, profile and admin pages, all behind a session.
        ...lazyPageWithCatalogues(['workspace'], () =>
          import('./layouts/app-layout').then((module) => ({ Component: module.AppLayout })),
        ),
        children: [
          {
            // Spec §2 lists /profile with the public pages: it needs a session, not finished onboarding.
            element: <RequireSession requireOnboarding={false} />,
            children: [
              {
                path: 'profile',
                ...lazyPageWithCatalogues(['account'], () =>
                  import('../features/account/profile-page').then((module) => ({
                    Component: module.ProfilePage,
                  })),
                ),
              },
            ],
          },
          {
            // Statements of reasons: a session, or the objection link of the mail (ADR 075).
            element: <SessionOrObjectionLink />,
            children: [
              {
                path: 'moderation/decisions/:decisionId',
                ...lazyPageWithCatalogues(['moderation'], () =>
                  import('../features/moderation/decision-page').then((module) => ({
                    Component: module.ModerationDecisionPage,
                  })),
                ),
              },
            ],
          },
          {
            // Spec §2 "after authentication": a session and completed onboarding.
            element: <RequireSession />,
            children: [
              {
                path: 'settings',
                ...lazyPageWithCatalogues(
                  [
                    'settings',
                    'payments',
                    'identity',
                    'traders',
                    'privacy',
                    'data-export',
                    'analytics',
                    'tour',
                  ],
                  () =>
                    import('./pages/settings-page').then((module) => ({
                      Component: module.AppSettingsPage,
                    })),
                ),
              },
              {
                path: 'settings/security',
                ...lazyPageWithCatalogues(['settings'], () =>
                  import('../features/settings/security/security-page').then((module) => ({
                    Component: module.SecurityPage,
                  })),
                ),
              },
              {
                path: 'admin/roles',
                ...lazyPageWithCatalogues(['admin'], () =>
                  import('../features/admin/roles-page').then((module) => ({ Component: module.RolesPage })),
                ),
              },
              {
                path: 'admin/chat-moderation',
                ...lazyPageWithCatalogues(['admin'], () =>
                  import('../features/admin/chat-moderation/chat-moderation-page').then((module) => ({
                    Component: module.ChatModerationPage,
                  })),
                ),
              },
              {
                path: 'admin/moderation',
                ...lazyPageWithCatalogues(['admin', 'moderation'], () =>
                  import('../features/admin/moderation/moderation-page').then((module) => ({
                    Component: module.ModerationPage,
                  })),
                ),
              },
              {
                path: 'admin/feedback',
                ...lazyPageWithCatalogues(['admin', 'feedback'], () =>
                  import('../features/admin/feedback/feedback-tickets-page').then((module) => ({
                    Component: module.FeedbackTicketsPage,
                  })),
                ),
              },
              {
                path: 'admin/analytics',
                ...lazyPageWithCatalogues(['admin', 'analytics'], () =>
                  import('../features/admin/analytics/analytics-funnel-page').then((module) => ({
                    Component: module.AnalyticsFunnelPage,
                  })),
                ),
              },
              {
                path: 'admin/identity-checks',
                ...lazyPageWithCatalogues(['admin', 'identity'], () =>
                  import('../features/admin/identity-checks/identity-checks-page').then((module) => ({
                    Component: module.IdentityChecksPage,
                  })),
                ),
              },
              {
                element: <RequireRoles roles={sellerAreaRoles} />,
                children: [
                  { path: 'sell', ...createListingPage() },
                  { path: 'listings/create', ...createListingPage() },
                  {
                    // Issue 19: the seller's listings overview (the workspace's Listings section shows the same).
                    path: 'listings',
                    ...lazyPageWithCatalogues(['workspace', 'reviews', 'marketplaces'], () =>
                      import('../features/workspace/listings-overview/listings-overview-page').then(
                        (module) => ({
                          Component: module.ListingsOverviewPage,
                        }),
                      ),
                    ),
                  },
                  {
                    path: 'seller/workspace',
                    ...lazyPageWithCatalogues(
                      ['workspace', 'engagement', 'orders', 'marketplaces', 'reviews'],
                      () =>
                        import('../features/workspace/workspace-page').then((module) => ({
                          Component: module.WorkspacePage,
                        })),
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);
