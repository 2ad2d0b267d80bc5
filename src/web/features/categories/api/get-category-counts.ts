import { categoriesEndpoints } from '@shared/catalog/categories.endpoints';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api';

export async function getCategoryCounts(signal?: AbortSignal): Promise<Map<string, number>> {
  const response = await apiClient.call(categoriesEndpoints.getCategoryCounts, { signal });
  return new Map(response.data.counts.map((entry) => [entry.id, entry.count]));
}

/** Counts drift slowly; a minute old is fine for an index page. */
export function useCategoryCounts() {
  return useQuery({
    queryKey: ['categories', 'counts'],
    queryFn: ({ signal }) => getCategoryCounts(signal),
    staleTime: 60_000,
  });
}
