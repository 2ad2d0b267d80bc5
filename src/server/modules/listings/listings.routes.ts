import type { listingsEndpoints } from '@shared/listings/listings.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { createCachedSellerTrust } from '../trust/seller-trust-cache';
import { getListingDetail } from './listing-detail.service';
import { listRecentListings } from './listings.service';

export function listingsHandlers(deps: AppDependencies): GroupHandlers<typeof listingsEndpoints> {
  const { db } = deps.database;
  // Per node, a minute at most (ADR 088): the listing page's most repeated statements.
  const cachedSellerTrust = deps.config.isReadCacheEnabled ? createCachedSellerTrust(db) : undefined;

  return {
    // The fresh-listings feed may lag a second (ADR 083); the detail page counts a view and shows
    // the seller their listing right after saving, so it reads the primary.
    getRecentListings: async ({ query }) => ({
      data: { listings: await listRecentListings(deps.database.readDb, query.limit) },
    }),
    getListingDetail: async ({ params, request, auth }) => ({
      data: await getListingDetail(db, params.slug, {
        viewerId: auth?.userId,
        onBackgroundError: (error) => request.log.warn({ err: error }, 'could not count a listing view'),
        externalCheckouts: deps.externalCheckouts,
        listingModerations: deps.listingModerations,
        cachedSellerTrust,
      }),
    }),
  };
}
