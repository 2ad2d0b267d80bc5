import { defineEndpoint, publicAccess } from '../api/endpoint';
import {
  locationSuggestionsResponseSchema,
  locationSuggestQuerySchema,
  nearestPlaceQuerySchema,
  placeParamsSchema,
  placeResponseSchema,
} from './location.schema';

const tags = ['locations'];

/** The gazetteer of German places: typing a place, "use my location", a place by its slug. */
export const locationsEndpoints = {
  suggestLocations: defineEndpoint({
    method: 'GET',
    path: '/locations/suggest',
    summary: 'Places for a typed city name (any umlaut spelling) or postal code prefix, at most 8',
    tags,
    access: publicAccess,
    query: locationSuggestQuerySchema,
    responses: { 200: locationSuggestionsResponseSchema },
    errors: [],
  }),
  getNearestPlace: defineEndpoint({
    method: 'GET',
    path: '/locations/nearest',
    summary: 'The nearest German place to a point ("use my location")',
    tags,
    access: publicAccess,
    query: nearestPlaceQuerySchema,
    responses: { 200: placeResponseSchema },
    errors: ['NOT_FOUND'],
  }),
  getPlace: defineEndpoint({
    method: 'GET',
    path: '/locations/:slug',
    summary: 'One place by its slug',
    tags,
    access: publicAccess,
    params: placeParamsSchema,
    responses: { 200: placeResponseSchema },
    errors: ['NOT_FOUND'],
  }),
};
