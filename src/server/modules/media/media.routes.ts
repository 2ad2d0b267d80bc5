import multipart from '@fastify/multipart';
import { errorResponseSchema } from '@shared/api/error.schema';
import {
  mediaAltTextGenerateRequestSchema,
  mediaAltTextRequestSchema,
  mediaArrangementRequestSchema,
  mediaAssetListResponseSchema,
  mediaAssetResponseSchema,
  mediaCropRequestSchema,
  mediaPerListingMax,
  mediaUploadMaxBytes,
  mediaUploadResponseSchema,
} from '@shared/media/media-asset.schema';
import { z } from 'zod';
import type { AppInstance } from '../../core/app-instance';
import { authOf, requireAuth } from '../auth/auth-guard';
import {
  arrangeMedia,
  cropMedia,
  deleteMedia,
  getMedia,
  listMedia,
  readOriginal,
  uploadMedia,
} from './media.service';
import { generateAltText, updateAltText } from './media-alt-text.service';
import { readUpload } from './media-upload-request';

const mediaIdParamsSchema = z.object({ id: z.uuid() });
const mediaListQuerySchema = z.object({
  ids: z
    .string()
    .optional()
    .describe(`Comma-separated asset ids (at most ${mediaPerListingMax}); without it, the newest assets`)
    .transform((value) => (value === undefined ? undefined : value.split(',').map((id) => id.trim())))
    .pipe(z.array(z.uuid()).min(1).max(mediaPerListingMax).optional()),
});

export async function mediaRoutes(app: AppInstance) {
  const preHandler = [requireAuth(app.deps.config.authSecret)];
  const deps = app.deps;
  const tags = ['media'];
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

  // One file per request; 15 MB (spec §5). Larger files stop at the limit instead of being buffered.
  await app.register(multipart, {
    limits: { fileSize: mediaUploadMaxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  app.post(
    '/media',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Upload a photo (JPG, PNG, HEIC ≤ 15 MB; multipart: file, source, capturedAt, language)',
        description:
          'The type is recognised by content. 201 for a new asset, 200 with duplicate=true when the same ' +
          'bytes were uploaded before by this user. Alt text is written in the background (status generating).',
        consumes: ['multipart/form-data'],
        response: {
          200: mediaUploadResponseSchema,
          201: mediaUploadResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const result = await uploadMedia(deps, authOf(request).userId, upload, request.log);
      return reply.status(result.duplicate ? 200 : 201).send({ data: result });
    },
  );

  app.get(
    '/media',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The signed-in user’s newest photos, or the given ones in the given order',
        querystring: mediaListQuerySchema,
        response: { 200: mediaAssetListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      data: { assets: await listMedia(deps, authOf(request).userId, request.query.ids) },
    }),
  );

  app.put(
    '/media/arrangement',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Set the gallery order and the primary photo (all ids must be the caller’s)',
        body: mediaArrangementRequestSchema,
        response: { 200: mediaAssetListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { assets: await arrangeMedia(deps, authOf(request).userId, request.body) },
    }),
  );

  app.get(
    '/media/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One of the caller’s photos',
        params: mediaIdParamsSchema,
        response: { 200: mediaAssetResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { asset: await getMedia(deps, authOf(request).userId, request.params.id) },
    }),
  );

  app.get(
    '/media/:id/original',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The uploaded original, as it was sent (private: the owner only)',
        params: mediaIdParamsSchema,
        response: { 200: z.any().describe('The image bytes'), ...errors },
      },
    },
    async (request, reply) => {
      const { row, file } = await readOriginal(deps, authOf(request).userId, request.params.id);
      return reply
        .header('content-type', row.mimeType)
        .header('content-length', String(file.contentLength || row.sizeBytes))
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.originalName)}`)
        .send(file.body);
    },
  );

  app.delete(
    '/media/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Delete a photo with its original and variants',
        params: mediaIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteMedia(deps, authOf(request).userId, request.params.id, request.log);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/media/:id/alt-text',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Edit (status edited) or accept (status accepted) the alt text; blank means empty',
        params: mediaIdParamsSchema,
        body: mediaAltTextRequestSchema,
        response: { 200: mediaAssetResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { asset: await updateAltText(deps, authOf(request).userId, request.params.id, request.body) },
    }),
  );

  app.post(
    '/media/:id/alt-text/generate',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Write the alt text again with the AI (keeps the seller’s own text unless replaceEdited)',
        params: mediaIdParamsSchema,
        body: mediaAltTextGenerateRequestSchema,
        response: { 200: mediaAssetResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: {
        asset: await generateAltText(
          deps,
          authOf(request).userId,
          request.params.id,
          request.body,
          request.log,
        ),
      },
    }),
  );

  app.post(
    '/media/:id/crop',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Crop: new variants cut from the upright original (area as fractions); the original stays',
        params: mediaIdParamsSchema,
        body: mediaCropRequestSchema,
        response: { 200: mediaAssetResponseSchema, ...errors, 422: errorResponseSchema },
      },
    },
    async (request) => ({
      data: {
        asset: await cropMedia(deps, authOf(request).userId, request.params.id, request.body, request.log),
      },
    }),
  );
}
