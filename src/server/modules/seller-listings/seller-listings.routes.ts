import type { sellerListingsEndpoints } from '@shared/seller-listings/seller-listings.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { getMyListingStatusPanel } from './listing-status-panel.service';
import { changeMyListingsInBulk, listMyListings } from './seller-listings.service';

/** Issue 19: the seller's own listings, bulk archive/restore and the status panel. */
export function sellerListingsHandlers(deps: AppDependencies): GroupHandlers<typeof sellerListingsEndpoints> {
  const { db } = deps.database;
  const { listingModerations } = deps;
  return {
    listMyListings: async ({ auth, query }) => ({
      data: await listMyListings(db, auth.userId, query, { listingModerations }),
    }),
    changeMyListingsInBulk: async ({ auth, body, request }) => ({
      data: await changeMyListingsInBulk(db, auth.userId, body, (error, listingId) =>
        request.log.error({ err: error, listingId }, 'bulk listing change failed'),
      ),
    }),
    getMyListingStatusPanel: async ({ auth, params }) => ({
      data: await getMyListingStatusPanel(db, auth.userId, params.id, { listingModerations }),
    }),
  };
}
