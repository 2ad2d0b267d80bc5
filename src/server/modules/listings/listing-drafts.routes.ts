import { errorResponseSchema } from '@shared/api/error.schema';
import {
  createDraftRequestSchema,
  draftIdParamsSchema,
  draftListResponseSchema,
  listingChecksRequestSchema,
  listingChecksResponseSchema,
  listingDraftResponseSchema,
  listingIdParamsSchema,
  openListingEditRequestSchema,
  publishDraftRequestSchema,
  publishDraftResponseSchema,
  saveDraftRequestSchema,
} from '@shared/listings/listing-editor.schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../core/app-instance';
import { authOf, sellerGuards } from '../auth/auth-guard';
import { resolveMailLanguage } from '../mail/mail-language';
import { priceRecommenderFor } from './checks/price-recommendation';
import { publishDraft } from './listing-draft-publish.service';
import {
  checkListingFields,
  createDraft,
  deleteDraft,
  getDraft,
  listDrafts,
  saveDraft,
} from './listing-drafts.service';
import { openListingEdit } from './listing-edit.service';

/**
 * The listing editor's server side (issue 6, ADR 038): versioned drafts, checks, edit drafts of
 * live listings and publishing a draft, the one way a listing goes live.
 */
export async function listingDraftsRoutes(app: AppInstance) {
  const db = app.deps.database.db;
  const preHandler = sellerGuards(app.deps.config.authSecret, db);
  const errors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
  };
  const checksContext = (request: FastifyRequest) => ({
    language: resolveMailLanguage(undefined, request.headers['accept-language']),
    recommendPrice: priceRecommenderFor(db, authOf(request).userId),
  });

  app.get(
    '/listing-drafts',
    {
      preHandler,
      schema: {
        tags: ['listing-drafts'],
        summary: 'The caller’s unpublished drafts, newest first',
        response: { 200: draftListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { drafts: await listDrafts(db, authOf(request).userId) } }),
  );

  app.post(
    '/listing-drafts',
    {
      preHandler,
      schema: {
        tags: ['listing-drafts'],
        summary: 'Start a draft at version 1',
        body: createDraftRequestSchema,
        response: { 201: listingDraftResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const draft = await createDraft(db, authOf(request).userId, request.body);
      return reply.status(201).send({ data: { draft } });
    },
  );

  app.get(
    '/listing-drafts/:id',
    {
      preHandler,
      schema: {
        tags: ['listing-drafts'],
        summary: 'One of the caller’s drafts',
        params: draftIdParamsSchema,
        response: { 200: listingDraftResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: { draft: await getDraft(db, authOf(request).userId, request.params.id) } }),
  );

  app.put(
    '/listing-drafts/:id',
    {
      preHandler,
      schema: {
        tags: ['listing-drafts'],
        summary: 'Save a draft based on baseVersion; 409 VERSION_CONFLICT carries the server’s copy',
        params: draftIdParamsSchema,
        body: saveDraftRequestSchema,
        response: {
          200: listingDraftResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: { draft: await saveDraft(db, authOf(request).userId, request.params.id, request.body) },
    }),
  );

  app.delete(
    '/listing-drafts/:id',
    {
      preHandler,
      schema: {
        tags: ['listing-drafts'],
        summary: 'Delete one of the caller’s drafts',
        params: draftIdParamsSchema,
        response: { 204: z.null(), ...errors, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteDraft(db, authOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/listing-drafts/:id/publish',
    {
      preHandler,
      schema: {
        tags: ['listing-drafts'],
        summary: 'Publish the draft at baseVersion; failing rules and blocking checks answer 400',
        params: draftIdParamsSchema,
        body: publishDraftRequestSchema,
        response: {
          200: publishDraftResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const data = await publishDraft(
        { ...checksContext(request), db, jobs: app.deps.jobs, logger: request.log },
        authOf(request).userId,
        request.params.id,
        request.body.baseVersion,
      );
      return { data };
    },
  );

  app.post(
    '/listings/:id/draft',
    {
      preHandler,
      schema: {
        tags: ['listing-drafts'],
        summary: 'Open the one edit draft of the caller’s listing, prefilled from it; 200 when already open',
        params: listingIdParamsSchema,
        body: openListingEditRequestSchema,
        response: {
          200: listingDraftResponseSchema,
          201: listingDraftResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { draft, created } = await openListingEdit(
        db,
        authOf(request).userId,
        request.params.id,
        request.body.clientSessionId,
      );
      return reply.status(created ? 201 : 200).send({ data: { draft } });
    },
  );

  app.post(
    '/listing-checks',
    {
      preHandler,
      schema: {
        tags: ['listing-drafts'],
        summary: 'Asynchronous checks of the editor’s fields, in the Accept-Language language',
        body: listingChecksRequestSchema,
        response: { 200: listingChecksResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { issues: await checkListingFields(request.body.fields, checksContext(request)) },
    }),
  );
}
