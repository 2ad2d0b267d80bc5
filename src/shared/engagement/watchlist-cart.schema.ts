import { z } from 'zod';
import { listingCardSchema } from '../listings/listing.schema';

/**
 * What became of a watched or carted listing: still available, reserved for someone, sold, or
 * removed (archived, held by moderation, back in draft). Kept on the list so the buyer sees why.
 */
export const engagementAvailabilities = ['available', 'reserved', 'sold', 'removed'] as const;
export const engagementAvailabilitySchema = z.enum(engagementAvailabilities);
export type EngagementAvailability = z.infer<typeof engagementAvailabilitySchema>;

export const engagementListingParamsSchema = z.object({ listingId: z.uuid() });

/** For the device lists of guests: up to 100 ids, comma separated. */
export const engagementPreviewQuerySchema = z.object({
  ids: z
    .string()
    .max(100 * 37)
    .transform((value) => [...new Set(value.split(',').filter((id) => id !== ''))])
    .pipe(z.array(z.uuid()).max(100)),
});

export const watchlistItemSchema = z.object({
  listing: listingCardSchema,
  availability: engagementAvailabilitySchema,
  addedAt: z.iso.datetime(),
});
export type WatchlistItem = z.infer<typeof watchlistItemSchema>;

export const watchlistResponseSchema = z.object({
  data: z.object({ items: z.array(watchlistItemSchema), limit: z.number().int() }),
});
export type WatchlistResponse = z.infer<typeof watchlistResponseSchema>;

export const watchlistIdsResponseSchema = z.object({
  data: z.object({ listingIds: z.array(z.uuid()), limit: z.number().int() }),
});

export const watchToggleResponseSchema = z.object({
  data: z.object({
    listingId: z.uuid(),
    isWatched: z.boolean(),
    /** The listing's real number of watchers after the change. */
    watcherCount: z.number().int(),
    watchlistCount: z.number().int(),
  }),
});
export type WatchToggleResponse = z.infer<typeof watchToggleResponseSchema>;

export const cartItemSchema = z.object({
  listing: listingCardSchema,
  availability: engagementAvailabilitySchema,
  /** False for sold, removed, or reserved for someone else: it cannot be checked out. */
  isAvailable: z.boolean(),
  quantity: z.number().int(),
  addedAt: z.iso.datetime(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** One seller's part of the cart: checked out as one order (issue 17). */
export const cartSellerGroupSchema = z.object({
  seller: z.object({ id: z.uuid(), name: z.string() }),
  items: z.array(cartItemSchema),
  /** EUR, over the items still available. */
  subtotal: z.number(),
  currency: z.literal('EUR'),
});
export type CartSellerGroup = z.infer<typeof cartSellerGroupSchema>;

export const cartSchema = z.object({
  groups: z.array(cartSellerGroupSchema),
  itemCount: z.number().int(),
  total: z.number(),
  currency: z.literal('EUR'),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = z.object({ data: cartSchema });
export type CartResponse = z.infer<typeof cartResponseSchema>;
