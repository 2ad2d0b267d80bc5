import { z } from 'zod';

/**
 * Issue 18: the standing moderation decision on a listing, for its owner only (the listing page and
 * the seller's listings): which decision restricted or removed it, so the owner reaches the
 * statement of reasons at `/moderation/decisions/{decisionId}` from the listing itself.
 */
export const listingModerationSchema = z
  .object({
    decisionId: z.uuid(),
    kind: z.enum(['restricted', 'removed']),
    decidedAt: z.iso.datetime(),
  })
  .meta({ id: 'ListingModeration' });
export type ListingModeration = z.infer<typeof listingModerationSchema>;

/** The field as the contracts carry it: null for everyone but the owner, and without a restriction. */
export const ownerListingModerationField = listingModerationSchema
  .nullable()
  .describe(
    'Owner only: the moderation decision that restricted or removed the listing (its statement of reasons); null for everyone else and when nothing restricts it',
  );
