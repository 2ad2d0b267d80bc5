import { errorResponseSchema } from '@shared/api/error.schema';
import { listingFeedResponseSchema, recentListingsQuerySchema } from '@shared/listings/listing.schema';
import {
  listingDetailParamsSchema,
  listingDetailResponseSchema,
} from '@shared/listings/listing-detail.schema';
import type { AppInstance } from '../../core/app-instance';
import { getListingDetail } from './listing-detail.service';
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

  app.get(
    '/listings/:slug',
    {
      schema: {
        tags: ['listings'],
        summary: 'One published listing with seller, trust badges and similar offers (sold ones too)',
        params: listingDetailParamsSchema,
        response: { 200: listingDetailResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await getListingDetail(app.deps.database.db, request.params.slug, {
        onBackgroundError: (error) => request.log.warn({ err: error }, 'could not count a listing view'),
      }),
    }),
  );
}
