import { errorResponseSchema } from '@shared/api/error.schema';
import {
  createListingDraftRequestSchema,
  listingDraftResponseSchema,
} from '@shared/listings/listing-draft.schema';
import { z } from 'zod';
import type { AppInstance } from '../../core/app-instance';
import { authOf, sellerGuards } from '../auth/auth-guard';
import { createListingDraft, publishListing } from './listing-publishing.service';

/** A minimal create-and-publish API; issue 6 builds the full listing editor on top of it. */
export async function listingPublishingRoutes(app: AppInstance) {
  const db = app.deps.database.db;
  const preHandler = sellerGuards(app.deps.config.authSecret, db);
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
  };

  app.post(
    '/listings',
    {
      preHandler,
      schema: {
        tags: ['listings'],
        summary: 'Create a listing as a draft owned by the caller',
        body: createListingDraftRequestSchema,
        response: { 201: listingDraftResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const listing = await createListingDraft(db, authOf(request).userId, request.body);
      return reply.status(201).send({ data: { listing } });
    },
  );

  app.post(
    '/listings/:id/publish',
    {
      preHandler,
      schema: {
        tags: ['listings'],
        summary: 'Publish one of the caller’s drafts; saved-search alerts follow within a minute',
        params: z.object({ id: z.uuid() }),
        response: {
          200: listingDraftResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const listing = await publishListing(
        { db, jobs: app.deps.jobs, logger: request.log },
        authOf(request).userId,
        request.params.id,
      );
      return { data: { listing } };
    },
  );
}
