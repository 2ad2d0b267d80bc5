import { categoriesEndpoints } from '../catalog/categories.endpoints';
import { dealsEndpoints } from '../deals/deals.endpoints';
import { healthEndpoints } from '../health/health.endpoints';
import { listingDraftsEndpoints } from '../listings/listing-drafts.endpoints';
import { listingsEndpoints } from '../listings/listings.endpoints';
import { locationsEndpoints } from '../locations/locations.endpoints';
import { notificationsEndpoints } from '../notifications/notifications.endpoints';
import { savedSearchesEndpoints } from '../saved-searches/saved-searches.endpoints';
import { searchEndpoints } from '../search/search.endpoints';

/**
 * The whole API below `/api`, one group per feature (ADR 033). The server registers a handler for
 * every entry and refuses any other route; the web imports the group files it calls, not this one,
 * so a page's bundle carries only its own schemas.
 */
export const apiContract = {
  health: healthEndpoints,
  categories: categoriesEndpoints,
  locations: locationsEndpoints,
  deals: dealsEndpoints,
  search: searchEndpoints,
  savedSearches: savedSearchesEndpoints,
  notifications: notificationsEndpoints,
  listings: listingsEndpoints,
  listingDrafts: listingDraftsEndpoints,
};

export type ApiContractGroups = typeof apiContract;
