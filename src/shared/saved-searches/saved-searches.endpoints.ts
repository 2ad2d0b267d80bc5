import { z } from 'zod';
import { defineEndpoint, signedIn } from '../api/endpoint';
import {
  importSavedSearchesRequestSchema,
  importSavedSearchesResponseSchema,
  savedSearchListResponseSchema,
  savedSearchResponseSchema,
  saveSearchRequestSchema,
  singleSavedSearchResponseSchema,
  updateSavedSearchRequestSchema,
} from './saved-search.schema';

const savedSearchIdParamsSchema = z.object({ id: z.uuid() });
const tags = ['saved-searches'];

/** A signed-in user's saved searches and their alerts (issue 8); a guest keeps them on the device. */
export const savedSearchesEndpoints = {
  listSavedSearches: defineEndpoint({
    method: 'GET',
    path: '/saved-searches',
    summary: 'The signed-in user’s saved searches, newest first',
    tags,
    access: signedIn,
    responses: { 200: savedSearchListResponseSchema },
    errors: [],
  }),
  saveSearch: defineEndpoint({
    method: 'POST',
    path: '/saved-searches',
    summary: 'Save a search; identical params update the existing one (at most 20)',
    tags,
    access: signedIn,
    body: saveSearchRequestSchema,
    // 201 for a new saved search, 200 when identical params updated an existing one.
    responses: { 200: savedSearchResponseSchema, 201: savedSearchResponseSchema },
    errors: ['LIMIT_REACHED'],
  }),
  importSavedSearches: defineEndpoint({
    method: 'POST',
    path: '/saved-searches/import',
    summary: 'Move a guest’s saved searches to the account (merged, at most 20)',
    tags,
    access: signedIn,
    body: importSavedSearchesRequestSchema,
    responses: { 200: importSavedSearchesResponseSchema },
    errors: [],
  }),
  updateSavedSearch: defineEndpoint({
    method: 'PATCH',
    path: '/saved-searches/:id',
    summary: 'Rename a saved search (a blank label keeps the old one) or switch its alerts',
    tags,
    access: signedIn,
    params: savedSearchIdParamsSchema,
    body: updateSavedSearchRequestSchema,
    responses: { 200: singleSavedSearchResponseSchema },
    errors: ['NOT_FOUND'],
  }),
  deleteSavedSearch: defineEndpoint({
    method: 'DELETE',
    path: '/saved-searches/:id',
    summary: 'Delete a saved search',
    tags,
    access: signedIn,
    params: savedSearchIdParamsSchema,
    responses: { 204: z.null() },
    errors: ['NOT_FOUND'],
  }),
  runSavedSearch: defineEndpoint({
    method: 'POST',
    path: '/saved-searches/:id/run',
    summary: 'Record that a saved search was opened (sets lastRunAt)',
    tags,
    access: signedIn,
    params: savedSearchIdParamsSchema,
    responses: { 200: singleSavedSearchResponseSchema },
    errors: ['NOT_FOUND'],
  }),
};
