import { errorResponseSchema } from '@shared/api/error.schema';
import {
  dealSegmentParamsSchema,
  dealsQuerySchema,
  dealsResponseSchema,
  nearbyFeedQuerySchema,
  nearbyFeedResponseSchema,
  priceDropsFeedQuerySchema,
  priceDropsFeedResponseSchema,
} from '@shared/deals/deals.schema';
import type { AppInstance } from '../../core/app-instance';
import { readDealSegment, readNearbyFeed, readPriceDropsFeed } from './deals.service';

export async function dealsRoutes(app: AppInstance) {
  const db = app.deps.database.db;

  app.get(
    '/feeds/nearby',
    {
      schema: {
        tags: ['deals'],
        summary: 'Near you: the newest listings around a place or point, nationwide without one',
        querystring: nearbyFeedQuerySchema,
        response: { 200: nearbyFeedResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ data: await readNearbyFeed(db, request.query) }),
  );

  app.get(
    '/feeds/price-drops',
    {
      schema: {
        tags: ['deals'],
        summary: 'Price drops: the newest listings whose price went down, with the old price',
        querystring: priceDropsFeedQuerySchema,
        response: { 200: priceDropsFeedResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ data: await readPriceDropsFeed(db, request.query.limit) }),
  );

  app.get(
    '/deals/:segment',
    {
      schema: {
        tags: ['deals'],
        summary: 'One deals segment (price drops, under €20, free shipping, same day, nearby), paged',
        params: dealSegmentParamsSchema,
        querystring: dealsQuerySchema,
        response: { 200: dealsResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: await readDealSegment(db, request.params.segment, request.query) }),
  );
}
