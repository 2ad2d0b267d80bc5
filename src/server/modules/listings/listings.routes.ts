import type { listingsEndpoints } from '@shared/listings/listings.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { getListingDetail } from './listing-detail.service';
import { listRecentListings } from './listings.service';

export function listingsHandlers(deps: AppDependencies): GroupHandlers<typeof listingsEndpoints> {
  const { db } = deps.database;

  return {
    getRecentListings: async ({ query }) => ({
      data: { listings: await listRecentListings(db, query.limit) },
    }),
    getListingDetail: async ({ params, request, auth }) => ({
      data: await getListingDetail(db, params.slug, {
        viewerId: auth?.userId,
        onBackgroundError: (error) => request.log.warn({ err: error }, 'could not count a listing view'),
        externalCheckouts: deps.externalCheckouts,
        listingModerations: deps.listingModerations,
      }),
    }),
  };
}
