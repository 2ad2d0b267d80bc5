import { z } from 'zod';
import { binaryResponse, defineEndpoint, signedIn } from '../api/endpoint';
import {
  mediaAltTextGenerateRequestSchema,
  mediaAltTextRequestSchema,
  mediaArrangementRequestSchema,
  mediaAssetListResponseSchema,
  mediaAssetResponseSchema,
  mediaCropRequestSchema,
  mediaPerListingMax,
  mediaUploadResponseSchema,
} from './media-asset.schema';

const mediaIdParamsSchema = z.object({ id: z.uuid() });
const mediaListQuerySchema = z.object({
  ids: z
    .string()
    .optional()
    .describe(`Comma-separated asset ids (at most ${mediaPerListingMax}); without it, the newest assets`)
    .transform((value) => (value === undefined ? undefined : value.split(',').map((id) => id.trim())))
    .pipe(z.array(z.uuid()).min(1).max(mediaPerListingMax).optional()),
});
const tags = ['media'];

/** The signed-in user's photos: upload, gallery order, alt text, crop, the private original. */
export const mediaEndpoints = {
  uploadMedia: defineEndpoint({
    method: 'POST',
    path: '/media',
    summary: 'Upload a photo (JPG, PNG, HEIC ≤ 15 MB; multipart: file, source, capturedAt, language)',
    description:
      'The type is recognised by content. 201 for a new asset, 200 with duplicate=true when the same ' +
      'bytes were uploaded before by this user. Alt text is written in the background (status generating). ' +
      'Uploads per account and day are limited in count and bytes (UPLOAD_QUOTA_EXCEEDED). A full disk ' +
      'answers 507 STORAGE_FULL and keeps nothing: no files, no asset, not counted (ADR 085).',
    tags,
    access: signedIn,
    multipart: { fields: 'file (the image), source, capturedAt, language' },
    responses: { 200: mediaUploadResponseSchema, 201: mediaUploadResponseSchema },
    errors: [
      'BAD_REQUEST',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'CORRUPT_MEDIA',
      'CONFLICT',
      'UPLOAD_QUOTA_EXCEEDED',
      'STORAGE_FULL',
    ],
  }),
  listMedia: defineEndpoint({
    method: 'GET',
    path: '/media',
    summary: 'The signed-in user’s newest photos, or the given ones in the given order',
    tags,
    access: signedIn,
    query: mediaListQuerySchema,
    responses: { 200: mediaAssetListResponseSchema },
    errors: [],
  }),
  arrangeMedia: defineEndpoint({
    method: 'PUT',
    path: '/media/arrangement',
    summary: 'Set the gallery order and the primary photo (all ids must be the caller’s)',
    tags,
    access: signedIn,
    body: mediaArrangementRequestSchema,
    responses: { 200: mediaAssetListResponseSchema },
    errors: ['NOT_FOUND'],
  }),
  getMedia: defineEndpoint({
    method: 'GET',
    path: '/media/:id',
    summary: 'One of the caller’s photos',
    tags,
    access: signedIn,
    params: mediaIdParamsSchema,
    responses: { 200: mediaAssetResponseSchema },
    errors: ['NOT_FOUND'],
  }),
  getOriginal: defineEndpoint({
    method: 'GET',
    path: '/media/:id/original',
    summary: 'The uploaded original, as it was sent (private: the owner only)',
    tags,
    access: signedIn,
    params: mediaIdParamsSchema,
    responses: { 200: binaryResponse('The image bytes') },
    errors: ['NOT_FOUND'],
  }),
  deleteMedia: defineEndpoint({
    method: 'DELETE',
    path: '/media/:id',
    summary: 'Delete a photo with its original and variants',
    tags,
    access: signedIn,
    params: mediaIdParamsSchema,
    responses: { 204: z.null() },
    errors: ['NOT_FOUND'],
  }),
  updateAltText: defineEndpoint({
    method: 'PATCH',
    path: '/media/:id/alt-text',
    summary: 'Edit (status edited) or accept (status accepted) the alt text; blank means empty',
    tags,
    access: signedIn,
    params: mediaIdParamsSchema,
    body: mediaAltTextRequestSchema,
    responses: { 200: mediaAssetResponseSchema },
    errors: ['NOT_FOUND'],
  }),
  generateAltText: defineEndpoint({
    method: 'POST',
    path: '/media/:id/alt-text/generate',
    summary: 'Write the alt text again with the AI (keeps the seller’s own text unless replaceEdited)',
    tags,
    access: signedIn,
    params: mediaIdParamsSchema,
    body: mediaAltTextGenerateRequestSchema,
    responses: { 200: mediaAssetResponseSchema },
    errors: ['NOT_FOUND'],
  }),
  cropMedia: defineEndpoint({
    method: 'POST',
    path: '/media/:id/crop',
    summary: 'Crop: new variants cut from the upright original (area as fractions); the original stays',
    tags,
    access: signedIn,
    params: mediaIdParamsSchema,
    body: mediaCropRequestSchema,
    responses: { 200: mediaAssetResponseSchema },
    errors: ['NOT_FOUND', 'MISSING_CROP_AREA', 'CORRUPT_MEDIA'],
  }),
};
