import { errorResponseSchema } from '@shared/api/error.schema';
import { listingFeedResponseSchema, recentListingsQuerySchema } from '@shared/listings/listing.schema';
import type { AppInstance } from '../../core/app-instance';
import { listRecentListings } from './listings.service';

export async function listingsRoutes(app: AppInstance) {
  app.get(
    '/feeds/recent',
    {
      schema: {
        tags: ['listings'],
        summary: 'Freshly listed: the newest published listings',
        querystring: recentListingsQuerySchema,
        response: { 200: listingFeedResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({
      data: { listings: await listRecentListings(app.deps.database.db, request.query.limit) },
    }),
  );
}
