import { errorResponseSchema } from '@shared/api/error.schema';
import {
  locationSuggestionsResponseSchema,
  locationSuggestQuerySchema,
  nearestPlaceQuerySchema,
  placeParamsSchema,
  placeResponseSchema,
} from '@shared/locations/location.schema';
import type { AppInstance } from '../../core/app-instance';
import { warmGazetteer } from './gazetteer';
import { getNearestPlace, getPlace, suggestLocations } from './locations.service';

export async function locationsRoutes(app: AppInstance) {
  // Building the index takes ~0.5 s; pay it at start-up, not on someone's first keystroke.
  warmGazetteer();

  // Static paths before the parameter route.
  app.get(
    '/locations/suggest',
    {
      schema: {
        tags: ['locations'],
        summary: 'Places for a typed city name (any umlaut spelling) or postal code prefix, at most 8',
        querystring: locationSuggestQuerySchema,
        response: { 200: locationSuggestionsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ data: suggestLocations(request.query.q, request.query.limit) }),
  );

  app.get(
    '/locations/nearest',
    {
      schema: {
        tags: ['locations'],
        summary: 'The nearest German place to a point ("use my location")',
        querystring: nearestPlaceQuerySchema,
        response: { 200: placeResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: { place: getNearestPlace(request.query.lat, request.query.lng) } }),
  );

  app.get(
    '/locations/:slug',
    {
      schema: {
        tags: ['locations'],
        summary: 'One place by its slug',
        params: placeParamsSchema,
        response: { 200: placeResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ data: { place: getPlace(request.params.slug) } }),
  );
}
