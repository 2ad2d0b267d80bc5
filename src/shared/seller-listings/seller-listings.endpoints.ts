import { defineEndpoint, permission } from '../api/endpoint';
import {
  bulkListingsRequestSchema,
  bulkListingsResponseSchema,
  listingStatusPanelResponseSchema,
  sellerListingParamsSchema,
  sellerListingsQuerySchema,
  sellerListingsResponseSchema,
} from './seller-listings.schema';

const tags = ['seller-listings'];
/** Every account that may sell (ADR 072), with a confirmed email like drafting (spec §5). */
const seller = permission('listings:sell', { needsVerifiedEmail: true });

/** Issue 19, the seller's listings overview and the status panel per listing. */
export const sellerListingsEndpoints = {
  listMyListings: defineEndpoint({
    method: 'GET',
    path: '/seller/listings',
    summary:
      "The caller's own listings: search, status, marketplace and created-date filters, sorting, keyset paging",
    tags,
    access: seller,
    query: sellerListingsQuerySchema,
    responses: { 200: sellerListingsResponseSchema },
    errors: ['BAD_REQUEST'],
  }),
  changeMyListingsInBulk: defineEndpoint({
    method: 'POST',
    path: '/seller/listings/bulk',
    summary:
      'Archive or restore a selection of own listings in one request, answered per listing (partial success is 200)',
    tags,
    access: seller,
    body: bulkListingsRequestSchema,
    responses: { 200: bulkListingsResponseSchema },
    errors: [],
    rateLimit: {
      max: 60,
      windowMs: 60 * 1000,
      per: 'account',
      message: 'Too many bulk changes at once. Try again in a minute.',
    },
  }),
  getMyListingStatusPanel: defineEndpoint({
    method: 'GET',
    path: '/seller/listings/:id/panel',
    summary:
      'One own listing: stats, suggestions, publish jobs, status history, marketplace events, checkout guidance, review requests',
    tags,
    access: seller,
    params: sellerListingParamsSchema,
    responses: { 200: listingStatusPanelResponseSchema },
    errors: ['NOT_FOUND'],
  }),
};
