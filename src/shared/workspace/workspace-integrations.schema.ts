import { z } from 'zod';

/**
 * Spec §2 integrations checklist, fulfilment and security (the publishers item is the marketplace
 * connection's own answer). Facts only; the web words them and links each to its one action.
 */
export const workspaceIntegrationsSchema = z.object({
  fulfilment: z.object({
    /** The seller's live or pending listings that offer shipping, pickup or same-day delivery. */
    shippingListings: z.number().int().min(0),
    pickupListings: z.number().int().min(0),
    sameDayListings: z.number().int().min(0),
    /** Carriers named in the shipping options of those listings, sorted, without duplicates. */
    carriers: z.array(z.string()),
    /** Whether the profile has a location, which pickups are arranged around. */
    isPickupPlaceSet: z.boolean(),
  }),
  security: z.object({
    isTwoFactorEnabled: z.boolean(),
    recoveryCodesRemaining: z.number().int().min(0),
  }),
});
export type WorkspaceIntegrations = z.infer<typeof workspaceIntegrationsSchema>;

export const workspaceIntegrationsResponseSchema = z.object({ data: workspaceIntegrationsSchema });

/** Fewer left than this and the checklist asks for new codes. */
export const recoveryCodesLowThreshold = 3;
