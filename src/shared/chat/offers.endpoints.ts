import { z } from 'zod';
import { defineEndpoint, signedIn, signedInWithVerifiedEmail } from '../api/endpoint';
import {
  agreedPriceSchema,
  makeOfferRequestSchema,
  offerParamsSchema,
  offerResponseSchema,
  respondToOfferRequestSchema,
} from './offer.schema';

const tags = ['offers'];

export const offersEndpoints = {
  makeOffer: defineEndpoint({
    method: 'POST',
    path: '/chat/offers',
    summary: "Make an offer on a listing; it opens the buyer's thread when there is none",
    description: 'Idempotent by clientId: 201 for a new offer, 200 for a retry.',
    tags,
    access: signedInWithVerifiedEmail,
    body: makeOfferRequestSchema,
    responses: { 201: offerResponseSchema, 200: offerResponseSchema },
    errors: [
      'NOT_FOUND',
      'CONSENT_REQUIRED',
      'OWN_LISTING',
      'LISTING_UNAVAILABLE',
      'OFFERS_NOT_ACCEPTED',
      'OFFER_TOO_LOW',
      'OFFER_TOO_HIGH',
      'OFFER_ALREADY_OPEN',
      'CHAT_BLOCKED',
    ],
    rateLimit: { max: 20, windowMs: 60_000, per: 'account', message: 'Too many offers; wait a moment.' },
  }),
  respondToOffer: defineEndpoint({
    method: 'POST',
    path: '/chat/offers/:offerId/respond',
    summary: 'Accept, decline or counter an open offer made by the other side',
    tags,
    access: signedInWithVerifiedEmail,
    params: offerParamsSchema,
    body: respondToOfferRequestSchema,
    responses: { 200: offerResponseSchema },
    errors: [
      'NOT_FOUND',
      'FORBIDDEN',
      'OFFER_NOT_OPEN',
      'OFFER_TOO_LOW',
      'OFFER_TOO_HIGH',
      'LISTING_UNAVAILABLE',
      'CHAT_BLOCKED',
    ],
  }),
  withdrawOffer: defineEndpoint({
    method: 'POST',
    path: '/chat/offers/:offerId/withdraw',
    summary: 'Withdraw one’s own open offer',
    tags,
    access: signedIn,
    params: offerParamsSchema,
    responses: { 200: offerResponseSchema },
    errors: ['NOT_FOUND', 'FORBIDDEN', 'OFFER_NOT_OPEN'],
  }),
  getAgreedPrice: defineEndpoint({
    method: 'GET',
    path: '/listings/:listingId/agreed-price',
    summary: "The caller's agreed price for a listing from an accepted offer, or null",
    tags,
    access: signedIn,
    params: z.object({ listingId: z.uuid() }),
    responses: { 200: z.object({ data: z.object({ agreedPrice: agreedPriceSchema.nullable() }) }) },
    errors: [],
  }),
};
