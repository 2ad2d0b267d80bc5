import { z } from 'zod';
import { listingStatuses } from './listing.schema';
import { listingAvailabilities } from './listing-status';

/** `POST /api/listings/{id}/availability`: reserve, unreserve or sell a live listing (ADR 043). */
export const listingAvailabilityChangeRequestSchema = z.strictObject({
  to: z.enum(listingAvailabilities),
  /**
   * The buyer it is reserved for, when known (an accepted offer will name one); a reservation may
   * also name nobody. Only with `to: 'reserved'`.
   */
  buyerId: z.uuid().optional(),
});
export type ListingAvailabilityChangeRequest = z.infer<typeof listingAvailabilityChangeRequestSchema>;

export const listingAvailabilityResponseSchema = z.object({
  data: z.object({
    listing: z.object({
      id: z.uuid(),
      slug: z.string(),
      status: z.enum(listingStatuses),
      availability: z.enum(listingAvailabilities),
      reservedForUserId: z.uuid().nullable(),
    }),
  }),
});
export type ListingAvailabilityResponse = z.infer<typeof listingAvailabilityResponseSchema>;
