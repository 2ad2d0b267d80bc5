import { z } from 'zod';
import { defineEndpoint, permission } from '../api/endpoint';
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
} from './listing-editor.schema';

/** Every selling call: signed in, email confirmed (spec §5), allowed to sell. */
const seller = permission('listings:sell', { needsVerifiedEmail: true });
const tags = ['listing-drafts'];

/**
 * The listing editor's server side (issue 6, ADR 038): versioned drafts, checks, edit drafts of
 * live listings and publishing a draft, the one way a listing goes live.
 */
export const listingDraftsEndpoints = {
  listDrafts: defineEndpoint({
    method: 'GET',
    path: '/listing-drafts',
    summary: 'The caller’s unpublished drafts, newest first',
    tags,
    access: seller,
    responses: { 200: draftListResponseSchema },
    errors: [],
  }),
  createDraft: defineEndpoint({
    method: 'POST',
    path: '/listing-drafts',
    summary: 'Start a draft at version 1',
    description:
      'Idempotent by the optional client-chosen `id`: a repeat saves on top of version 1 of the draft it ' +
      'made (VERSION_CONFLICT when another tab saved since) instead of making a second one (ADR 085).',
    tags,
    access: seller,
    body: createDraftRequestSchema,
    responses: { 201: listingDraftResponseSchema },
    errors: ['LIMIT_REACHED', 'CONFLICT', 'VERSION_CONFLICT', 'NOT_FOUND'],
  }),
  getDraft: defineEndpoint({
    method: 'GET',
    path: '/listing-drafts/:id',
    summary: 'One of the caller’s drafts',
    tags,
    access: seller,
    params: draftIdParamsSchema,
    responses: { 200: listingDraftResponseSchema },
    errors: ['NOT_FOUND'],
  }),
  saveDraft: defineEndpoint({
    method: 'PUT',
    path: '/listing-drafts/:id',
    summary: 'Save a draft based on baseVersion; 409 VERSION_CONFLICT carries the server’s copy',
    tags,
    access: seller,
    params: draftIdParamsSchema,
    body: saveDraftRequestSchema,
    responses: { 200: listingDraftResponseSchema },
    errors: ['NOT_FOUND', 'CONFLICT', 'VERSION_CONFLICT'],
  }),
  deleteDraft: defineEndpoint({
    method: 'DELETE',
    path: '/listing-drafts/:id',
    summary: 'Delete one of the caller’s drafts',
    tags,
    access: seller,
    params: draftIdParamsSchema,
    responses: { 204: z.null() },
    errors: ['NOT_FOUND'],
  }),
  publishDraft: defineEndpoint({
    method: 'POST',
    path: '/listing-drafts/:id/publish',
    summary: 'Publish the draft at baseVersion; failing rules and blocking checks answer 400',
    tags,
    access: seller,
    params: draftIdParamsSchema,
    body: publishDraftRequestSchema,
    responses: { 200: publishDraftResponseSchema },
    errors: ['NOT_FOUND', 'CONFLICT', 'VERSION_CONFLICT', 'TRADER_DETAILS_REQUIRED'],
  }),
  openListingEdit: defineEndpoint({
    method: 'POST',
    path: '/listings/:id/draft',
    summary: 'Open the one edit draft of the caller’s listing, prefilled from it; 200 when already open',
    tags,
    access: seller,
    params: listingIdParamsSchema,
    body: openListingEditRequestSchema,
    responses: { 200: listingDraftResponseSchema, 201: listingDraftResponseSchema },
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  checkListing: defineEndpoint({
    method: 'POST',
    path: '/listing-checks',
    summary: 'Asynchronous checks of the editor’s fields, in the Accept-Language language',
    tags,
    access: seller,
    body: listingChecksRequestSchema,
    responses: { 200: listingChecksResponseSchema },
    errors: [],
  }),
};
