import { searchEndpoints } from '@shared/search/search.endpoints';
import type { SearchResponse } from '@shared/search/search.schema';
import { type SearchParams, serializeSearchParams } from '@shared/search/search-params';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { firstPageRefreshMs } from '../../../lib/feeds/feed-refresh';

export type SearchPage = SearchResponse['data'];

export async function searchListings(
  params: SearchParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SearchPage> {
  const query: Record<string, string> = Object.fromEntries(serializeSearchParams(params));
  if (cursor) query.cursor = cursor;
  const response = await apiClient.call(searchEndpoints.searchListings, { query, signal });
  return response.data;
}

/** The infinite result feed; the first page refreshes every 30 s (spec §9). */
export function useSearchListings(params: SearchParams) {
  return useInfiniteQuery({
    queryKey: ['search', serializeSearchParams(params)],
    queryFn: ({ pageParam, signal }) => searchListings(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
    refetchInterval: firstPageRefreshMs,
  });
}
