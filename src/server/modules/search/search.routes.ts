import type { searchEndpoints } from '@shared/search/search.endpoints';
import type { RawSearchParams } from '@shared/search/search-params';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { type SearchData, searchFromQuery } from './search.service';
import { createSearchPageCache } from './search-page-cache';
import { resolveSeoSegment } from './search-seo.service';

export function searchHandlers(deps: AppDependencies): GroupHandlers<typeof searchEndpoints> {
  const { db } = deps.database;
  // One per app (process): its entries expire within seconds, so nodes need not share it (ADR 078).
  const pages = deps.config.isSearchCacheEnabled ? createSearchPageCache<SearchData>() : null;

  return {
    // The query schema documents the parameters; parseSearchParams reads them, notes included.
    searchListings: async ({ query, language, reply }) => {
      const raw = query as RawSearchParams;
      const { data, cacheStatus } = await searchFromQuery(db, raw, pages ? { pages, language } : undefined);
      // For load tests and debugging: whether this page came from the few-seconds cache.
      reply.header('x-search-cache', cacheStatus);
      return { data };
    },
    resolveSeoSegment: async ({ params }) => ({ data: resolveSeoSegment(params.segment) }),
  };
}
