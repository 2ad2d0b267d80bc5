import { defineEndpoint, publicAccess } from '../api/endpoint';
import {
  dealSegmentParamsSchema,
  dealsQuerySchema,
  dealsResponseSchema,
  nearbyFeedQuerySchema,
  nearbyFeedResponseSchema,
  priceDropsFeedQuerySchema,
  priceDropsFeedResponseSchema,
} from './deals.schema';

const tags = ['deals'];

/** The home page's deal feeds and the /deals segments (issue 9). */
export const dealsEndpoints = {
  getNearbyFeed: defineEndpoint({
    method: 'GET',
    path: '/feeds/nearby',
    summary: 'Near you: the newest listings around a place or point, nationwide without one',
    tags,
    access: publicAccess,
    query: nearbyFeedQuerySchema,
    responses: { 200: nearbyFeedResponseSchema },
    errors: [],
  }),
  getPriceDropsFeed: defineEndpoint({
    method: 'GET',
    path: '/feeds/price-drops',
    summary: 'Price drops: the newest listings whose price went down, with the old price',
    tags,
    access: publicAccess,
    query: priceDropsFeedQuerySchema,
    responses: { 200: priceDropsFeedResponseSchema },
    errors: [],
  }),
  getDealSegment: defineEndpoint({
    method: 'GET',
    path: '/deals/:segment',
    summary: 'One deals segment (price drops, under €20, free shipping, same day, nearby), paged',
    tags,
    access: publicAccess,
    params: dealSegmentParamsSchema,
    query: dealsQuerySchema,
    responses: { 200: dealsResponseSchema },
    // BAD_REQUEST: a malformed cursor, or one from another sort.
    errors: ['NOT_FOUND', 'BAD_REQUEST'],
  }),
};
