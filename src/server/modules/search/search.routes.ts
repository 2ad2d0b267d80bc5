import type { searchEndpoints } from '@shared/search/search.endpoints';
import type { RawSearchParams } from '@shared/search/search-params';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { searchFromQuery } from './search.service';
import { resolveSeoSegment } from './search-seo.service';

export function searchHandlers(deps: AppDependencies): GroupHandlers<typeof searchEndpoints> {
  const { db } = deps.database;

  return {
    // The query schema documents the parameters; parseSearchParams reads them, notes included.
    searchListings: async ({ query }) => ({ data: await searchFromQuery(db, query as RawSearchParams) }),
    resolveSeoSegment: async ({ params }) => ({ data: resolveSeoSegment(params.segment) }),
  };
}
