/** Every route of the web app in one place (spec §2); link with these, never with string literals. */
export const paths = {
  home: '/',
  categories: '/categories',
  category: (slug: string) => `/categories/${slug}`,
  deals: '/deals',
  dealsSegment: (segment: string) => `/deals/${segment}`,
  listing: (slug: string) => `/listing/${slug}`,
  search: (query?: string) => (query ? `/search?query=${encodeURIComponent(query)}` : '/search'),
  /** A search with every parameter (spec §2), e.g. from a saved search or a filter change. */
  searchWith: (queryString: string) => (queryString ? `/search?${queryString}` : '/search'),
  seoSearch: (segment: string) => `/search/${segment}`,
  /**
   * "Zu verschenken" as a place to browse (ADR 042): a search for give-aways with a heading of its
   * own, since a free sofa still belongs to furniture.
   */
  giveAways: '/search?priceKind=free',
  chat: '/chat',
  chatThread: (threadId: string) => `/chat?thread=${encodeURIComponent(threadId)}`,
  profile: '/profile',
  /** Issue 17: the buyer's watchlist, checkout, orders and a seller's public page. */
  watchlist: '/watchlist',
  checkout: (listingIds: readonly string[]) =>
    `/checkout?listings=${listingIds.map(encodeURIComponent).join(',')}`,
  orders: '/orders',
  order: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  seller: (sellerId: string) => `/sellers/${encodeURIComponent(sellerId)}`,
  styleguide: '/styleguide',
  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  onboarding: '/onboarding',
  sell: '/sell',
  listings: '/listings',
  createListing: '/listings/create',
  workspace: '/seller/workspace',
  workspaceSection: (section: string, panel?: string) =>
    `/seller/workspace?section=${section}${panel ? `&panel=${panel}` : ''}`,
  settings: '/settings',
  settingsSecurity: '/settings/security',
  adminRoles: '/admin/roles',
  adminChatModeration: '/admin/chat-moderation',
  adminModeration: '/admin/moderation',
  adminIdentityChecks: '/admin/identity-checks',
  /** Issue 18: feedback tickets, the analytics funnel, a statement of reasons, DSA transparency. */
  adminFeedback: '/admin/feedback',
  adminAnalytics: '/admin/analytics',
  moderationDecision: (decisionId: string) => `/moderation/decisions/${encodeURIComponent(decisionId)}`,
  transparency: '/transparency',
  terms: '/docs/terms',
  privacy: '/legal/privacy',
  imprint: '/legal/imprint',
  support: '/support',
} as const;
