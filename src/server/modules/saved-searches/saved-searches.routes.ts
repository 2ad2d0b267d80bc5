import { errorResponseSchema } from '@shared/api/error.schema';
import {
  importSavedSearchesRequestSchema,
  importSavedSearchesResponseSchema,
  savedSearchListResponseSchema,
  savedSearchResponseSchema,
  saveSearchRequestSchema,
  singleSavedSearchResponseSchema,
  updateSavedSearchRequestSchema,
} from '@shared/saved-searches/saved-search.schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../core/app-instance';
import { authOf, requireAuth } from '../auth/auth-guard';
import { type MailLanguage, resolveMailLanguage } from '../mail/mail-language';
import {
  deleteSavedSearch,
  importSavedSearches,
  listSavedSearches,
  runSavedSearch,
  saveSearch,
  updateSavedSearch,
} from './saved-searches.service';

const savedSearchIdParamsSchema = z.object({ id: z.uuid() });

/** The language alert mails should use, when the request says (ADR 025). */
function alertLanguageOf(request: FastifyRequest): MailLanguage | undefined {
  const header = request.headers['accept-language'];
  return header ? resolveMailLanguage(undefined, header) : undefined;
}

export async function savedSearchesRoutes(app: AppInstance) {
  const preHandler = [requireAuth(app.deps.config.authSecret)];
  const db = app.deps.database.db;
  const tags = ['saved-searches'];
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

  app.get(
    '/saved-searches',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The signed-in user’s saved searches, newest first',
        response: { 200: savedSearchListResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ data: { savedSearches: await listSavedSearches(db, authOf(request).userId) } }),
  );

  app.post(
    '/saved-searches',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Save a search; identical params update the existing one (at most 20)',
        body: saveSearchRequestSchema,
        response: {
          200: savedSearchResponseSchema,
          201: savedSearchResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await saveSearch(db, authOf(request).userId, request.body, {
        language: alertLanguageOf(request),
      });
      return reply.status(outcome.created ? 201 : 200).send({ data: outcome });
    },
  );

  app.post(
    '/saved-searches/import',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Move a guest’s saved searches to the account (merged, at most 20)',
        body: importSavedSearchesRequestSchema,
        response: {
          200: importSavedSearchesResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => ({ data: await importSavedSearches(db, authOf(request).userId, request.body) }),
  );

  app.patch(
    '/saved-searches/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Rename a saved search (a blank label keeps the old one) or switch its alerts',
        params: savedSearchIdParamsSchema,
        body: updateSavedSearchRequestSchema,
        response: { 200: singleSavedSearchResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: {
        savedSearch: await updateSavedSearch(db, authOf(request).userId, request.params.id, request.body, {
          language: alertLanguageOf(request),
        }),
      },
    }),
  );

  app.delete(
    '/saved-searches/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Delete a saved search',
        params: savedSearchIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch(db, authOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/saved-searches/:id/run',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Record that a saved search was opened (sets lastRunAt)',
        params: savedSearchIdParamsSchema,
        response: { 200: singleSavedSearchResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { savedSearch: await runSavedSearch(db, authOf(request).userId, request.params.id) },
    }),
  );
}
