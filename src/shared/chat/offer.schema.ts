import { z } from 'zod';
import { chatNoteMaxLength, offerMaxAmount } from './chat-constants';

/** An amount in EUR with at most two decimals, above 0 (spec §5 offer: amount required). */
export const offerAmountSchema = z
  .number()
  .positive()
  .max(offerMaxAmount)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'At most two decimals',
  });

export const offerStatuses = ['open', 'accepted', 'declined', 'countered', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

export const offerSchema = z
  .object({
    id: z.uuid(),
    threadId: z.uuid(),
    listingId: z.uuid(),
    amount: z.number().describe('EUR'),
    currency: z.literal('EUR'),
    message: z.string().nullable(),
    status: z.enum(offerStatuses),
    madeBy: z
      .enum(['buyer', 'seller'])
      .describe('The buyer offers; the seller counters; the buyer may counter back'),
    proposerId: z.uuid(),
    /** The offer this one counters. */
    parentOfferId: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    respondedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof offerSchema>;

export const makeOfferRequestSchema = z.strictObject({
  listingId: z.uuid(),
  amount: offerAmountSchema,
  message: z.string().trim().max(chatNoteMaxLength).optional(),
  /** Makes a retry idempotent, like a message's client id. */
  clientId: z.uuid(),
});
export type MakeOfferRequest = z.infer<typeof makeOfferRequestSchema>;

export const respondToOfferRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('accept') }),
  z.strictObject({
    action: z.literal('decline'),
    message: z.string().trim().max(chatNoteMaxLength).optional(),
  }),
  z.strictObject({
    action: z.literal('counter'),
    amount: offerAmountSchema,
    message: z.string().trim().max(chatNoteMaxLength).optional(),
    clientId: z.uuid(),
  }),
]);
export type RespondToOfferRequest = z.infer<typeof respondToOfferRequestSchema>;

export const offerParamsSchema = z.object({ offerId: z.uuid() });

export const offerResponseSchema = z.object({
  data: z.object({
    offer: offerSchema.describe('The offer made, or the one answered'),
    counterOffer: offerSchema.nullable().describe('The new offer when the answer was a counter'),
    threadId: z.uuid(),
  }),
});
export type OfferResponse = z.infer<typeof offerResponseSchema>;

/** The price a buyer and seller agreed through an accepted offer: what the checkout charges that buyer. */
export const agreedPriceSchema = z.object({
  listingId: z.uuid(),
  buyerId: z.uuid(),
  amount: z.number(),
  currency: z.literal('EUR'),
  offerId: z.uuid(),
  agreedAt: z.iso.datetime(),
});
export type AgreedPrice = z.infer<typeof agreedPriceSchema>;
