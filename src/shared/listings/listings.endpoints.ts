import { defineEndpoint, optionalSession } from '../api/endpoint';
import { listingDetailParamsSchema, listingDetailResponseSchema } from './listing-detail.schema';
import { listingFeedEndpoints } from './listing-feeds.endpoints';

const tags = ['listings'];

/** What a visitor reads of published listings: the newest ones, and one listing's page. */
export const listingsEndpoints = {
  ...listingFeedEndpoints,
  getListingDetail: defineEndpoint({
    method: 'GET',
    path: '/listings/:slug',
    summary:
      'One published listing with seller, trust badges, similar offers and more from the seller (sold ones too); counts the view anonymously unless the owner looks',
    tags,
    // The caller, when signed in, only so the owner's own views are not counted (issue 19).
    access: optionalSession,
    params: listingDetailParamsSchema,
    responses: { 200: listingDetailResponseSchema },
    errors: ['NOT_FOUND'],
  }),
};
