import { searchEndpoints } from '@shared/search/search.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client/api-error';

export async function getSeoSegment(segment: string, signal?: AbortSignal) {
  const response = await apiClient.call(searchEndpoints.resolveSeoSegment, { params: { segment }, signal });
  return response.data;
}

/** Places do not move: the resolved segment is kept for the visit; a 404 is an answer, not a failure to retry. */
export function useSeoSegment(segment: string) {
  return useQuery({
    queryKey: ['search', 'seo', segment],
    queryFn: ({ signal }) => getSeoSegment(segment, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 2,
  });
}
