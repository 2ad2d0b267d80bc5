import { categoriesEndpoints } from '@shared/catalog/categories.endpoints';
import type { CategoryNode } from '@shared/catalog/category.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api';

export async function getCategories(signal?: AbortSignal): Promise<CategoryNode[]> {
  const response = await apiClient.call(categoriesEndpoints.getCategoryTree, { signal });
  return response.data.categories;
}

/** The taxonomy changes with deployments, not minutes: keep it for the whole visit. */
export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
