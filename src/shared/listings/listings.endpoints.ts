import { defineEndpoint, publicAccess } from '../api/endpoint';
import { listingFeedResponseSchema, recentListingsQuerySchema } from './listing.schema';
import { listingDetailParamsSchema, listingDetailResponseSchema } from './listing-detail.schema';

const tags = ['listings'];

/** What a visitor reads of published listings: the newest ones, and one listing's page. */
export const listingsEndpoints = {
  getRecentListings: defineEndpoint({
    method: 'GET',
    path: '/feeds/recent',
    summary: 'Freshly listed: the newest published listings',
    tags,
    access: publicAccess,
    query: recentListingsQuerySchema,
    responses: { 200: listingFeedResponseSchema },
    errors: [],
  }),
  getListingDetail: defineEndpoint({
    method: 'GET',
    path: '/listings/:slug',
    summary: 'One published listing with seller, trust badges and similar offers (sold ones too)',
    tags,
    access: publicAccess,
    params: listingDetailParamsSchema,
    responses: { 200: listingDetailResponseSchema },
    errors: ['NOT_FOUND'],
  }),
};
