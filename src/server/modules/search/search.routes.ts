import { errorResponseSchema } from '@shared/api/error.schema';
import {
  searchResponseSchema,
  seoSegmentNotFoundSchema,
  seoSegmentResponseSchema,
} from '@shared/search/search.schema';
import { parseSearchParams, searchRequestQuerySchema } from '@shared/search/search-params';
import { z } from 'zod';
import type { AppInstance } from '../../core/app-instance';
import { searchListings } from './search.service';
import { readSearchControls } from './search-controls';
import { resolveSeoSegment } from './search-seo.service';

export async function searchRoutes(app: AppInstance) {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Search published listings: text, category, filters, radius; keyset-paged with facets',
        querystring: searchRequestQuerySchema,
        response: { 200: searchResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const raw = request.query as Record<string, string | string[] | undefined>;
      const { params, notes } = parseSearchParams(raw);
      const controls = readSearchControls(raw);
      const data = await searchListings(
        app.deps.database.db,
        { params, notes: [...notes, ...controls.notes] },
        { cursor: controls.cursor, limit: controls.limit, withFacets: controls.withFacets },
      );
      return { data };
    },
  );

  app.get(
    '/search/seo/:segment',
    {
      schema: {
        tags: ['search'],
        summary: 'Resolve a location path segment ({city-slug}-umkreis-{km}km) to a place and radius',
        params: z.object({ segment: z.string().max(200) }),
        response: { 200: seoSegmentResponseSchema, 404: seoSegmentNotFoundSchema },
      },
    },
    async (request) => ({ data: resolveSeoSegment(request.params.segment) }),
  );
}
