import { defineEndpoint, publicAccess } from '../api/endpoint';
import { listingFeedResponseSchema, recentListingsQuerySchema } from './listing.schema';

const tags = ['listings'];

/**
 * The home page's "freshly listed" feed, part of the `listings` group; a file of its own so the
 * first page load does not carry the listing page's schemas.
 */
export const listingFeedEndpoints = {
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
};
