import { defineEndpoint, signedInWithVerifiedEmail } from '../api/endpoint';
import {
  listingAvailabilityChangeRequestSchema,
  listingAvailabilityResponseSchema,
} from './listing-availability.schema';
import {
  listingIdParamsSchema,
  listingStatusChangeRequestSchema,
  listingStatusResponseSchema,
} from './listing-editor.schema';

/**
 * Status changes by the owner, moderators and admins. No `listings:sell` permission: moderators do
 * not sell; the transition table (listing-status.ts) decides what each of them may do.
 */
export const listingStatusEndpoints = {
  changeListingStatus: defineEndpoint({
    method: 'POST',
    path: '/listings/:id/status',
    summary: 'Move a listing to another status, as the table of allowed transitions permits',
    tags: ['listings'],
    access: signedInWithVerifiedEmail,
    params: listingIdParamsSchema,
    body: listingStatusChangeRequestSchema,
    responses: { 200: listingStatusResponseSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  changeListingAvailability: defineEndpoint({
    method: 'POST',
    path: '/listings/:id/availability',
    summary: "Reserve, unreserve or sell one's live listing, as the availability table permits",
    tags: ['listings'],
    access: signedInWithVerifiedEmail,
    params: listingIdParamsSchema,
    body: listingAvailabilityChangeRequestSchema,
    responses: { 200: listingAvailabilityResponseSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};
