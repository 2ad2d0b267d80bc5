import { type CategoryNode, categoryTreeResponseSchema } from '@shared/catalog/category.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api';

export async function getCategories(): Promise<CategoryNode[]> {
  const response = await apiClient.get('/categories', { schema: categoryTreeResponseSchema, auth: false });
  return response.data.categories;
}

/** The taxonomy changes with deployments, not minutes: keep it for the whole visit. */
export function useCategories() {
  return useQuery({ queryKey: ['categories'], queryFn: getCategories, staleTime: Number.POSITIVE_INFINITY });
}
