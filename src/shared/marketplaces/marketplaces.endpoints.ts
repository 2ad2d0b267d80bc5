import { z } from 'zod';
import {
  defineEndpoint,
  publicAccess,
  redirectResponse,
  signedIn,
  signedInWithVerifiedEmail,
} from '../api/endpoint';
import {
  marketplaceConnectionResponseSchema,
  publishListingsRequestSchema,
  publishListingsResponseSchema,
  startMarketplaceConnectRequestSchema,
  startMarketplaceConnectResponseSchema,
} from './marketplace.schema';

const tags = ['marketplaces'];

/** What eBay appends to the RuName's accept URL: our state and the authorization code (or an error). */
export const ebayCallbackQuerySchema = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  expires_in: z.string().max(20).optional(),
});

/** Issue 19 (ADR 073): connecting an eBay account and publishing listings there. */
export const marketplacesEndpoints = {
  getEbayConnection: defineEndpoint({
    method: 'GET',
    path: '/marketplaces/ebay/connection',
    summary:
      'Whether eBay is set up on this site, available to the caller (flag ebayMarketplaceLaunch) and connected, and what is missing on eBay',
    tags,
    access: signedIn,
    responses: { 200: marketplaceConnectionResponseSchema },
    errors: [],
  }),
  startEbayConnect: defineEndpoint({
    method: 'POST',
    path: '/marketplaces/ebay/connect',
    summary:
      "eBay's consent page (OAuth authorization code grant) to send the browser to; the state lives 10 minutes",
    tags,
    access: signedInWithVerifiedEmail,
    body: startMarketplaceConnectRequestSchema,
    responses: { 200: startMarketplaceConnectResponseSchema },
    errors: ['NOT_CONFIGURED', 'FORBIDDEN'],
    rateLimit: {
      max: 20,
      windowMs: 60 * 60 * 1000,
      per: 'account',
      message: 'Too many eBay connection attempts. Try again later.',
    },
  }),
  completeEbayConnect: defineEndpoint({
    method: 'GET',
    path: '/marketplaces/ebay/callback',
    summary: 'Where eBay sends the browser back; stores the tokens and redirects to the page that started it',
    description: 'Redirects with `?ebay=connected` or `?ebay=error&reason=…`; the state names the user.',
    tags,
    access: publicAccess,
    query: ebayCallbackQuerySchema,
    responses: { 302: redirectResponse('Redirect to the return path with ?ebay=connected|error') },
    errors: [],
  }),
  disconnectEbay: defineEndpoint({
    method: 'DELETE',
    path: '/marketplaces/ebay/connection',
    summary: "Forget the caller's eBay tokens (listings already on eBay stay there)",
    tags,
    access: signedIn,
    responses: { 204: z.null() },
    errors: [],
  }),
  publishToEbay: defineEndpoint({
    method: 'POST',
    path: '/marketplaces/ebay/publish',
    summary: 'Publish (or retry) own live listings on eBay: one job per listing, one answer per listing',
    tags,
    access: signedInWithVerifiedEmail,
    body: publishListingsRequestSchema,
    responses: { 200: publishListingsResponseSchema },
    errors: [],
    rateLimit: {
      max: 120,
      windowMs: 60 * 60 * 1000,
      per: 'account',
      message: 'Too many publish requests. Try again later.',
    },
  }),
};
