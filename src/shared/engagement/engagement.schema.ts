import { z } from 'zod';

/** Spec §9: watchlist max 100. Cart entries start with quantity 1. */
export const watchlistMax = 100;
/** A cart holds as many entries as the hand-off takes. */
export const cartMax = 100;

export const cartEntrySchema = z.strictObject({
  listingId: z.uuid(),
  quantity: z.number().int().min(1).max(99),
  addedAt: z.iso.datetime(),
});

export const engagementHandoffRequestSchema = z.strictObject({
  watchlist: z.array(z.uuid()).max(watchlistMax),
  cart: z.array(cartEntrySchema).max(cartMax),
});

export const engagementHandoffResponseSchema = z.object({
  data: z.object({ watchlistCount: z.number().int(), cartCount: z.number().int() }),
});

export type CartEntry = z.infer<typeof cartEntrySchema>;
export type EngagementHandoffRequest = z.infer<typeof engagementHandoffRequestSchema>;
export type EngagementHandoffResponse = z.infer<typeof engagementHandoffResponseSchema>;
