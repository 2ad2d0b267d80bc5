import { aiEndpoints } from '../ai/ai.endpoints';
import { analyticsEndpoints } from '../analytics/analytics.endpoints';
import { authEndpoints } from '../auth/auth.endpoints';
import { googleSignInEndpoints } from '../auth/google-sign-in.endpoints';
import { twoFactorEndpoints } from '../auth/two-factor.endpoints';
import { authorizationEndpoints } from '../authorization/authorization.endpoints';
import { categoriesEndpoints } from '../catalog/categories.endpoints';
import { chatEndpoints } from '../chat/chat.endpoints';
import { chatAssistantEndpoints } from '../chat/chat-assistant.endpoints';
import { chatModerationEndpoints } from '../chat/chat-moderation.endpoints';
import { offersEndpoints } from '../chat/offers.endpoints';
import { dealsEndpoints } from '../deals/deals.endpoints';
import { engagementEndpoints } from '../engagement/engagement.endpoints';
import { watchlistCartEndpoints } from '../engagement/watchlist-cart.endpoints';
import { featureFlagsEndpoints } from '../feature-flags/feature-flags.endpoints';
import { healthEndpoints } from '../health/health.endpoints';
import { identityEndpoints } from '../identity/identity.endpoints';
import { listingDraftsEndpoints } from '../listings/listing-drafts.endpoints';
import { listingStatusEndpoints } from '../listings/listing-status.endpoints';
import { listingsEndpoints } from '../listings/listings.endpoints';
import { locationsEndpoints } from '../locations/locations.endpoints';
import { marketplacesEndpoints } from '../marketplaces/marketplaces.endpoints';
import { mediaEndpoints } from '../media/media.endpoints';
import { moderationEndpoints } from '../moderation/moderation.endpoints';
import { notificationsEndpoints } from '../notifications/notifications.endpoints';
import { ordersEndpoints } from '../orders/orders.endpoints';
import { paymentsEndpoints } from '../payments/payments.endpoints';
import { pricingEndpoints } from '../pricing/pricing.endpoints';
import { accountDeletionEndpoints } from '../privacy/account-deletion.endpoints';
import { dataExportEndpoints } from '../privacy/data-export.endpoints';
import { onboardingEndpoints } from '../profile/onboarding.endpoints';
import { profileEndpoints } from '../profile/profile.endpoints';
import { reviewsEndpoints } from '../reviews/reviews.endpoints';
import { savedSearchesEndpoints } from '../saved-searches/saved-searches.endpoints';
import { searchEndpoints } from '../search/search.endpoints';
import { searchSuggestionsEndpoints } from '../search/search-suggestions.endpoints';
import { sellerListingsEndpoints } from '../seller-listings/seller-listings.endpoints';
import { speechEndpoints } from '../speech/speech.endpoints';
import { supportEndpoints } from '../support/support.endpoints';
import { tourEndpoints } from '../tour/tour.endpoints';
import { tradersEndpoints } from '../traders/traders.endpoints';
import { workspaceEndpoints } from '../workspace/workspace.endpoints';

/**
 * The whole API below `/api`, one group per feature (ADR 033). The server registers a handler for
 * every entry and refuses any other route; the web imports the group files it calls, not this one,
 * so a page's bundle carries only its own schemas.
 */
export const apiContract = {
  health: healthEndpoints,
  auth: authEndpoints,
  twoFactor: twoFactorEndpoints,
  googleSignIn: googleSignInEndpoints,
  categories: categoriesEndpoints,
  locations: locationsEndpoints,
  deals: dealsEndpoints,
  search: searchEndpoints,
  searchSuggestions: searchSuggestionsEndpoints,
  savedSearches: savedSearchesEndpoints,
  notifications: notificationsEndpoints,
  profile: profileEndpoints,
  onboarding: onboardingEndpoints,
  featureFlags: featureFlagsEndpoints,
  authorization: authorizationEndpoints,
  engagement: engagementEndpoints,
  pricing: pricingEndpoints,
  listings: listingsEndpoints,
  listingDrafts: listingDraftsEndpoints,
  listingStatus: listingStatusEndpoints,
  media: mediaEndpoints,
  speech: speechEndpoints,
  ai: aiEndpoints,
  chat: chatEndpoints,
  offers: offersEndpoints,
  chatModeration: chatModerationEndpoints,
  chatAssistant: chatAssistantEndpoints,
  orders: ordersEndpoints,
  watchlistCart: watchlistCartEndpoints,
  reviews: reviewsEndpoints,
  payments: paymentsEndpoints,
  identity: identityEndpoints,
  tour: tourEndpoints,
  support: supportEndpoints,
  analytics: analyticsEndpoints,
  accountDeletion: accountDeletionEndpoints,
  dataExport: dataExportEndpoints,
  traders: tradersEndpoints,
  moderation: moderationEndpoints,
  marketplaces: marketplacesEndpoints,
  workspace: workspaceEndpoints,
  sellerListings: sellerListingsEndpoints,
};

export type ApiContractGroups = typeof apiContract;
