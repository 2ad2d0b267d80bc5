import { defineEndpoint, signedIn } from '../api/endpoint';
import { traderProfileResponseSchema, updateTraderProfileSchema } from './trader.schema';

const tags = ['traders'];

/**
 * Commercial sellers and their trader information (issue 18, ADR 066). What buyers see of it
 * travels with the listing detail (`seller.trader`) and the public seller page.
 */
export const tradersEndpoints = {
  getMyTraderProfile: defineEndpoint({
    method: 'GET',
    path: '/traders/me',
    summary:
      'Whether the signed-in user sells privately or commercially, with their stored trader information',
    tags,
    access: signedIn,
    responses: { 200: traderProfileResponseSchema },
    errors: [],
  }),
  updateMyTraderProfile: defineEndpoint({
    method: 'PUT',
    path: '/traders/me',
    summary:
      'Switch between private and commercial seller and save the trader information; switching to trader needs complete, self-certified details, switching back keeps them',
    tags,
    access: signedIn,
    body: updateTraderProfileSchema,
    responses: { 200: traderProfileResponseSchema },
    errors: ['TRADER_DETAILS_REQUIRED'],
    rateLimit: {
      max: 30,
      windowMs: 60 * 60 * 1000,
      per: 'account',
      message: 'Too many changes to your trader information. Try again later.',
    },
  }),
};
